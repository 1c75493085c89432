/** The side area of SPEC §2: function menu, favourites and search. */
export function SideArea() {
  return <aside className="wb-side-area" />;
}
