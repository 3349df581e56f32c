/** What the map components take; kept apart from Leaflet so importing the types loads no map code. */
export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapMarker {
  id: string | number;
  label: string;
  lat: number | null;
  lng: number | null;
}

export interface LocationMapProps {
  /** Names the map region for screen readers. */
  label: string;
  /** Places to show; those without a position are left out. */
  markers?: readonly MapMarker[];
  /** The office's dropped pin, drawn in red and draggable when onPinChange is given. */
  pin?: MapPoint | null;
  /** Given: a click on the map drops the pin there, and dragging moves it. */
  onPinChange?: (point: MapPoint) => void;
  height?: number;
  /** Where the view starts when there is no marker and no pin (e.g. the typed zip's place). */
  center?: MapPoint | null;
}

/** One stop of a route: numbered in route order on its pin. */
export interface RouteMapStop {
  id: number;
  order: number;
  label: string;
  lat: number;
  lng: number;
}

/** One tech's route: pins and the line joining them in order, all in the route's colour. */
export interface MapRoute {
  id: string | number;
  name: string;
  colour: string;
  stops: readonly RouteMapStop[];
  /** False for stops that are not one route (unassigned jobs): pins only, no line. */
  joined?: boolean;
  /** Where the drive begins and ends (the tech's address, the shop): a square marker, and the line runs through it. */
  start?: MapPoint | null;
  end?: MapPoint | null;
}

export interface RouteMapProps {
  label: string;
  routes: readonly MapRoute[];
  /** The address a stop's popup links to. */
  hrefOf: (stopId: number) => string;
  /** Follows a stop's link inside the app (the link works as a plain link without it). */
  onOpenStop: (stopId: number) => void;
  /** The link's words in each popup, e.g. 'Open Job'. */
  linkLabel: string;
  height?: number;
}
