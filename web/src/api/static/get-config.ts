import { API_PATHS, type StaticConfig, staticConfigSchema } from '@workbench/contracts';
import axios from 'axios';

/**
 * ./config.json sits beside the portal's index.html (not on the API base it configures), so it is
 * fetched relative to the page with a plain request. Missing or unreadable → defaults, which keep
 * the API on the portal's own origin.
 */
export async function getConfig(): Promise<StaticConfig> {
  try {
    const response = await axios.get<unknown>(`.${API_PATHS.staticFiles.config}`, {
      timeout: 10_000,
      headers: { 'Cache-Control': 'no-cache' },
    });
    const parsed = staticConfigSchema.safeParse(response.data);
    if (parsed.success) return parsed.data;
    console.warn('config.json does not match the contract; using defaults', parsed.error);
  } catch (error) {
    console.warn('config.json could not be loaded; using defaults', error);
  }
  return staticConfigSchema.parse({});
}
