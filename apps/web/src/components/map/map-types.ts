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
