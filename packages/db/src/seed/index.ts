import type { Db } from '../client';
import { DEMO_PRODUCT_COUNT } from '../demo';
import { Rng } from './rng';
import type { SeedContext } from './context';
import { seedReference, type SiteSeedConfig } from './reference';
import { seedCheckout } from './checkout';
import { seedGifts } from './gifts';
import { seedAccounts } from './accounts';
import { seedStaff } from './staff';
import { seedVouchers } from './vouchers';
import { seedBranches } from './branches';
import { seedCatalog } from './catalog/index';
import { seedContent } from './content/index';
import { seedDemoOrders } from './demo-orders';
import { seedVideos } from './videos';
import { ensureNoImage } from './media';
import type { FileStore } from '@konfety/storage';

export interface SeedOptions {
  sites: SiteSeedConfig;
  /** Where the demo's pictures, documents and videos go: the storage's public files. */
  files: FileStore;
  products?: number;
  seed?: number;
  now?: Date;
  progress?: SeedContext['progress'];
}

export { DEMO_PRODUCT_COUNT, isSeeded } from '../demo';

/**
 * The whole demo shop, deterministic for a given seed and moment, written in
 * one transaction: a failed seed leaves an empty database, never half a shop.
 */
export async function seedDemo(db: Db, options: SeedOptions) {
  const now = options.now ?? new Date();
  await ensureNoImage(options.files);
  await db.transaction(async (tx) => {
    const { countryIds } = await seedReference(tx, options.sites);
    const ctx: SeedContext = {
      rng: new Rng(options.seed ?? 20261121),
      now,
      files: options.files,
      products: options.products ?? DEMO_PRODUCT_COUNT,
      countryIds,
      progress: options.progress ?? (() => {}),
    };
    await seedCheckout(tx);
    const accounts = await seedAccounts(tx, countryIds.get('CZ')!);
    await seedVouchers(tx, now, accounts.influencerId);
    const branches = await seedBranches(tx, ctx);
    await seedCatalog(tx, ctx, branches);
    await seedGifts(tx);
    await seedContent(tx, ctx, branches);
    await seedVideos(tx, ctx);
    await seedDemoOrders(tx, ctx, accounts, branches);
    await seedStaff(tx, branches.storeIds[0]!);
  });
}

export { DEMO_PASSWORD } from './accounts';
export { STAFF_DEMO_PASSWORD } from './staff';
export { GROUP_IDS } from './reference';
