import { useContext } from 'react';
import { type DataRouter, UNSAFE_DataRouterContext } from 'react-router';

/**
 * The data router the portal renders in (createHashRouter in the portal, createMemoryRouter in
 * tests). Reading the router itself, rather than react-router's location and route hooks, lets a
 * component follow only the part of the route it shows.
 */
export function useDataRouter(): DataRouter {
  const context = useContext(UNSAFE_DataRouterContext);
  if (!context) throw new Error('The portal renders inside a data router (RouterProvider)');
  return context.router;
}
