/** The map tiles every Leaflet map uses (delivery map, branches map, zone tester); configurable per deployment. */
export const tileUrl = import.meta.env.VITE_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const tileAttribution =
  import.meta.env.VITE_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A drawn pin in the brand colour (no image files: the bundler need not know Leaflet's marker assets). */
export const pinSvg =
  '<svg viewBox="0 0 24 36" width="32" height="48" aria-hidden="true" style="filter:drop-shadow(0 2px 2px rgb(0 0 0 / .35))"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="var(--color-primary)"/><circle cx="12" cy="12" r="5" fill="#fff"/></svg>';
