/**
 * The build settings of docs/product/constants.md, read from Vite's env (`VITE_*`) with the defaults of a
 * staging build: logging off, product path `Guestnet` (docs/product/calls.md "Product path").
 */
export interface Settings {
  /** `{product}` in the Authorization.svc and legacy paths. */
  product: string;
  /** The knowledge base the header's help button opens in a new tab. */
  helpUrl: string;
  /** Log records go to the collector only when this is on. */
  loggingEnabled: boolean;
  collectorUrl: string;
  /** Origin of the legacy pages when they are not served by the console's own origin. */
  legacyOrigin: string;
  /** Base of the breached-password range service (`{base}/range/{prefix}`). */
  breachBaseUrl: string;
  mode: string;
  version: string;
}

const env = import.meta.env;

/** The settings this build was made with. */
export const settings: Settings = {
  product: env.VITE_PRODUCT ?? 'Guestnet',
  helpUrl: env.VITE_HELP_URL ?? 'https://help.guestnet.example/knowledge-base',
  loggingEnabled: env.VITE_LOGGING === 'true',
  collectorUrl: env.VITE_COLLECTOR_URL ?? '/sumo-logic/collect',
  legacyOrigin: env.VITE_LEGACY_ORIGIN ?? '',
  // Demo builds answer the range calls from the mocks' stand-in on the page's own origin.
  breachBaseUrl:
    env.VITE_BREACH_BASE_URL ??
    (env.MODE === 'demo' || env.DEV ? '/breach-range' : 'https://api.pwnedpasswords.com'),
  mode: env.VITE_MODE_NAME ?? 'staging',
  version: env.VITE_VERSION ?? 'dev',
};
