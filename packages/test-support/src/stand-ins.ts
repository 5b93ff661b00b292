import type { TestGateway } from './payment-gateway';
import type { TestPacketaWidget } from './packeta-widget';
import type { TestAres } from './ares';
import type { TestTileServer } from './map-tiles';
import type { TestRecaptcha } from './recaptcha';
import { TEST_CONTAINER_ID, type TestTagManager } from './tag-manager';

/**
 * The shop's environment for the local stand-ins (payment-gateway.ts,
 * packeta-widget.ts): shared by the browser tests' shop and `npm run dev`.
 * The stand-in gateway accepts any credentials; these only have to be there.
 */
export function gatewayEnv(gateway: Pick<TestGateway, 'baseUrl'>, name = 'konfety-stand-in'): Record<string, string> {
  return {
    PAYMENT_GATEWAY_URL: gateway.baseUrl,
    PAYMENT_CLIENT_ID: name,
    PAYMENT_CLIENT_SECRET: `${name}-secret`,
    PAYMENT_GOID: '8123456789',
  };
}

/** The stand-in widget does not check the key; the shop only has to have one to offer pickup points. */
export function packetaEnv(widget: Pick<TestPacketaWidget, 'libraryUrl'>, apiKey = 'konfety-stand-in'): Record<string, string> {
  return { PACKETA_WIDGET_URL: widget.libraryUrl, PACKETA_API_KEY: apiKey };
}

/** The shop's company-register lookups go to the ARES stand-in (ares.ts) instead of ares.gov.cz. */
export function aresEnv(ares: Pick<TestAres, 'baseUrl'>): Record<string, string> {
  return { ARES_BASE_URL: ares.baseUrl };
}

/** The stores' map draws its tiles from the tile stand-in (map-tiles.ts) instead of OpenStreetMap. */
export function tilesEnv(tiles: Pick<TestTileServer, 'tileUrl'>): Record<string, string> {
  return { MAP_TILE_URL: tiles.tileUrl, MAP_TILE_ATTRIBUTION: '© Konfety test tiles' };
}

/** The tag manager's container comes from the stand-in (tag-manager.ts) instead of Google. */
export function tagManagerEnv(tagManager: Pick<TestTagManager, 'scriptUrl'>, id = TEST_CONTAINER_ID): Record<string, string> {
  return { GTM_ID: id, GTM_SCRIPT_URL: tagManager.scriptUrl };
}

/** The captcha (reCAPTCHA v3) of the public forms goes to the stand-in (recaptcha.ts) instead of Google. */
export function recaptchaEnv(recaptcha: Pick<TestRecaptcha, 'scriptUrl' | 'verifyUrl' | 'siteKey' | 'secretKey'>): Record<string, string> {
  return { RECAPTCHA_SITE_KEY: recaptcha.siteKey, RECAPTCHA_SECRET_KEY: recaptcha.secretKey, RECAPTCHA_SCRIPT_URL: recaptcha.scriptUrl, RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl };
}
