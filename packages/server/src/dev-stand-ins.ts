/**
 * Development only (`npm run dev`, NODE_ENV=development): when no card payment
 * gateway (PAYMENT_GATEWAY_URL), Packeta key (PACKETA_API_KEY) or company
 * register (ARES_BASE_URL) or map tile server (MAP_TILE_URL) or captcha (RECAPTCHA_SITE_KEY) is configured, start the local stand-ins of
 * @konfety/test-support on 127.0.0.1, so card payments, pickup points and the
 * ARES lookup can be tried without accounts or network.
 * main.ts imports this module dynamically and only in development, and this
 * module loads the test-support package dynamically too: a production start
 * never loads either.
 */
export interface DevStandIns {
  /** The environment with the stand-ins' settings filled in. */
  env: NodeJS.ProcessEnv;
  /** What was started, for the log. */
  urls: { paymentGateway?: string; packetaWidget?: string; ares?: string; mapTiles?: string; recaptcha?: string };
  stop(): Promise<void>;
}

const unset = (value: string | undefined) => value === undefined || value === '';

export async function startDevStandIns(env: NodeJS.ProcessEnv): Promise<DevStandIns> {
  const out: NodeJS.ProcessEnv = { ...env };
  const urls: DevStandIns['urls'] = {};
  const stops: Array<() => Promise<void>> = [];
  const wantGateway = unset(env.PAYMENT_GATEWAY_URL);
  const wantPacketa = unset(env.PACKETA_API_KEY);
  const wantAres = unset(env.ARES_BASE_URL);
  const wantTiles = unset(env.MAP_TILE_URL);
  // Neither captcha key: the forms' captcha (reCAPTCHA v3) from its stand-in, whose tokens all pass.
  const wantRecaptcha = unset(env.RECAPTCHA_SITE_KEY) && unset(env.RECAPTCHA_SECRET_KEY);
  if (wantGateway || wantPacketa || wantAres || wantTiles || wantRecaptcha) {
    const { aresEnv, gatewayEnv, packetaEnv, recaptchaEnv, tilesEnv } = await import('@konfety/test-support/stand-ins');
    if (wantGateway) {
      const { startTestGateway } = await import('@konfety/test-support/payment-gateway');
      const gateway = await startTestGateway();
      stops.push(() => gateway.stop());
      Object.assign(out, gatewayEnv(gateway));
      urls.paymentGateway = gateway.baseUrl;
    }
    if (wantPacketa) {
      const { startTestPacketaWidget } = await import('@konfety/test-support/packeta-widget');
      const widget = await startTestPacketaWidget();
      stops.push(() => widget.stop());
      Object.assign(out, packetaEnv(widget));
      urls.packetaWidget = widget.libraryUrl;
    }
    if (wantAres) {
      const { startTestAres } = await import('@konfety/test-support/ares');
      const ares = await startTestAres();
      stops.push(() => ares.stop());
      Object.assign(out, aresEnv(ares));
      urls.ares = ares.baseUrl;
    }
    if (wantTiles) {
      const { startTestTileServer } = await import('@konfety/test-support/map-tiles');
      const tiles = await startTestTileServer();
      stops.push(() => tiles.stop());
      Object.assign(out, tilesEnv(tiles));
      urls.mapTiles = tiles.tileUrl;
    }
    if (wantRecaptcha) {
      const { startTestRecaptcha } = await import('@konfety/test-support/recaptcha');
      const recaptcha = await startTestRecaptcha();
      stops.push(() => recaptcha.stop());
      Object.assign(out, recaptchaEnv(recaptcha));
      urls.recaptcha = recaptcha.scriptUrl;
    }
  }
  return {
    env: out,
    urls,
    async stop() {
      for (const stop of stops.splice(0).reverse()) await stop();
    },
  };
}
