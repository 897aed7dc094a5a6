/** The build-time settings the app reads (`import.meta.env`), typed: Vite types unknown ones as `any`. */
interface ImportMetaEnv {
  /** The App Store and Google Play addresses of the mobile app (the /appstore page). */
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_GOOGLE_PLAY_URL?: string;
  /** The branch map's tile source and its attribution (the contact page). */
  readonly VITE_MAP_TILES?: string;
  readonly VITE_MAP_ATTRIBUTION?: string;
}
