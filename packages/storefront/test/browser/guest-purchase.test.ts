import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatZip } from '@konfety/domain/company';
import { formatCzkIn } from '@konfety/domain/format';
import { TEST_PICKUP_POINTS } from '@konfety/test-support/packeta-widget';
import { api, baseUrl, decodeCookie, useBrowser, useDatabase, waitForMails } from './support';

/**
 * Issue "Guest purchase end to end": a guest walks home → category → product
 * (variant, add to cart) → cart notice → /kosik checkout → order → summary,
 * once picking up at a branch and paying by bank transfer, once at a Packeta
 * pickup point (local widget stand-in) paying by card through the local test
 * gateway; then the order is checked in the shop's database and the
 * confirmation in the caught e-mail.
 */
const b = useBrowser();
const db = useDatabase();

interface Variant {
  id: number;
  name: string;
  code: string;
  price_vat: number;
  availability: { state: string; count: number };
}
interface Product {
  id: number;
  name: string;
  url: string;
  is_adult: boolean;
  variants: Variant[];
}
interface Category {
  id: number;
  name: string;
  url: string;
}
interface Methods {
  delivery: Array<{ id: number; kind: string; name: string; price_vat: number; free_from: number | null; payment_ids: number[] }>;
  payment: Array<{ id: number; kind: string; name: string; price_vat: number }>;
  branches: Array<{ id: number; name: string }>;
}
interface Summary {
  id: number;
  hash: string;
  number: string;
  state: string;
  total: number;
  variable_symbol: string;
  iban: string | null;
  qr_payment: string | null;
}

/** What a walk buys: a product listed on the first page of `category`, and the variant to choose. */
interface Purchase {
  category: Category;
  product: Product;
  variant: Variant;
  quantity: number;
}

let methods: Methods;
let bankPurchase: Purchase;
let cardPurchase: Purchase;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Two different orderable, not 18+ products from the first listing page of a
 * top category (what the shopper sees after clicking its tile), found through
 * the API, never by fixed ids. The bank-transfer walk needs one with several
 * variants, and buys a variant other than the preselected first one.
 */
beforeAll(async () => {
  const m = await api<{ data: Methods }>('/checkout/methods');
  expect(m.status).toBe(200);
  methods = m.body.data;
  const categories = await api<{ data: Category[] }>('/catalog/category/cs');
  expect(categories.status).toBe(200);
  for (const category of categories.body.data) {
    const listing = await api<{ data: { products: Array<{ id: number; is_adult: boolean }> } }>(`/catalog/category/${category.id}/products`);
    expect(listing.status).toBe(200);
    for (const { id, is_adult } of listing.body.data.products) {
      if (is_adult) continue;
      const { body } = await api<{ data: Product }>(`/catalog/product/${id}`);
      const product = body.data;
      const inStock = product.variants.filter((v) => v.availability.state === 'in_stock' && v.availability.count >= 3);
      // The radio is found by its label, which starts with the variant's name: that prefix must be unambiguous.
      const unambiguous = inStock.filter((v) => !product.variants.some((o) => o !== v && o.name.startsWith(v.name)));
      const notFirst = unambiguous.find((v) => v !== product.variants.find((f) => f.availability.state === 'in_stock'));
      if (!bankPurchase && product.variants.length > 1 && notFirst) {
        bankPurchase = { category, product, variant: notFirst, quantity: 2 };
      } else if (!cardPurchase && inStock[0]) {
        cardPurchase = { category, product, variant: inStock[0], quantity: 1 };
      }
      if (bankPurchase && cardPurchase) return;
    }
  }
  throw new Error('the demo shop has no two orderable products for the walks');
});

const totalStock = async (variantId: number) =>
  Number((await db.query<{ sum: string | null }>('SELECT sum(quantity) AS sum FROM stock WHERE variant_id = $1', [variantId]))[0]?.sum ?? 0);

/** Steps 1–4: home → category tile → product → variant and quantity → "Přidat do košíku"; the notice and the header cart show it. */
async function addToCartFromHome(page: Page, { category, product, variant, quantity }: Purchase) {
  // 1: the home page, its category tiles.
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Všechno pro vaši párty' }).waitFor();
  await page.getByRole('region', { name: 'Kategorie', exact: true }).getByRole('link', { name: category.name, exact: true }).click();

  // 2: the category listing.
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
  expect(new URL(page.url()).pathname).toBe(category.url);
  await page.getByRole('main').getByRole('heading', { level: 3, name: product.name, exact: true }).getByRole('link').click();

  // 3: the product detail, once hydrated (the header's cart toggle is a button only then).
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  expect(new URL(page.url()).pathname).toBe(product.url);
  const cartToggle = page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true });
  await cartToggle.waitFor();
  if (product.variants.length > 1) {
    const radio = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(variant.name)}(\\s|$)`) });
    await radio.check();
    expect(await radio.getAttribute('value')).toBe(String(variant.id));
    await page.getByText(`Kód: ${variant.code}`).waitFor();
  }
  await page.getByRole('spinbutton', { name: 'Množství' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Přidat do košíku' }).click();

  // 4: the added-product notice and the header cart (opened by the change).
  const notice = page.getByRole('status').filter({ hasText: 'Přidáno do košíku' });
  await notice.getByRole('link', { name: product.name }).waitFor();
  const noticeText = await notice.textContent();
  if (product.variants.length > 1) expect(noticeText).toContain(variant.name);
  expect(noticeText).toContain(formatCzkIn(variant.price_vat));
  await expect.poll(() => cartToggle.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => page.locator('.hdr-cart__badge').textContent()).toBe(String(quantity));
  await page.getByRole('group', { name: /^Obsah košíku/ }).getByRole('link', { name: product.name }).waitFor();
  // Pointing at the notice keeps it open while its link is followed.
  await notice.getByRole('link', { name: 'Přejít do košíku' }).click();
  await page.waitForURL((u) => u.pathname === '/kosik');
}

interface CheckoutChoice {
  deliveryKind: 'branch_pickup' | 'pickup_point';
  paymentKind: 'bank_transfer' | 'card';
  email: string;
}

/** The pickup point the walk picks in the (stand-in) Packeta widget. */
const PICKUP_POINT = TEST_PICKUP_POINTS[1];

/**
 * Steps 5–6 on /kosik: the bought line, delivery (and its branch or pickup
 * point), payment, the total, contact and address, terms → "Odeslat objednávku".
 */
async function checkOut(page: Page, purchase: Purchase, choice: CheckoutChoice): Promise<{ branch: Methods['branches'][number] | null }> {
  await page.getByRole('heading', { level: 1, name: 'Košík' }).waitFor();
  // Hydrated: before that every optional section is shown (the form works without JavaScript).
  await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).waitFor();
  const items = page.getByRole('region', { name: /^Zboží v košíku/ });
  await items.getByRole('link', { name: purchase.product.name }).waitFor();
  if (purchase.product.variants.length > 1) await items.getByText(`Varianta: ${purchase.variant.name}`).waitFor();

  const delivery = methods.delivery.find((d) => d.kind === choice.deliveryKind)!;
  const payment = methods.payment.find((p) => p.kind === choice.paymentKind)!;
  await page.getByRole('group', { name: 'Doprava', exact: true }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(delivery.name)}`) }).check();
  let branch: Methods['branches'][number] | null = null;
  if (choice.deliveryKind === 'branch_pickup') {
    branch = methods.branches[methods.branches.length - 1]!;
    await page.getByRole('combobox', { name: 'Prodejna pro osobní odběr' }).selectOption({ value: String(branch.id) });
  } else {
    // The Packeta widget: its library is loaded on the first pick and opens a modal dialog.
    await page.getByRole('button', { name: 'Vybrat výdejní místo' }).click();
    const widget = page.getByRole('dialog', { name: 'Výběr výdejního místa' });
    expect(await widget.getAttribute('data-api-key')).toBe(inject('packetaApiKey'));
    await widget.getByRole('button', { name: new RegExp(`^${escapeRegExp(PICKUP_POINT.name)},`) }).click();
    await widget.waitFor({ state: 'detached' });
    // The widget hands over "60200"; the shopper reads it as "602 00".
    await page.getByText(`Vybráno: ${PICKUP_POINT.name}, ${PICKUP_POINT.street}, ${formatZip(PICKUP_POINT.zip)} ${PICKUP_POINT.city}`).waitFor();
    await page.getByRole('button', { name: 'Změnit výdejní místo' }).waitFor();
  }
  const payments = page.getByRole('group', { name: 'Platba', exact: true });
  if (choice.deliveryKind === 'branch_pickup') {
    // SPEC §5: personal pickup only with prepayment, so cash on delivery is not offered.
    const cod = methods.payment.find((p) => p.kind === 'cash_on_delivery')!;
    await expect.poll(() => payments.getByRole('radio', { name: new RegExp(`^${escapeRegExp(cod.name)}`) }).count()).toBe(0);
  }
  await payments.getByRole('radio', { name: new RegExp(`^${escapeRegExp(payment.name)}`) }).check();
  const totals = page.getByRole('region', { name: 'Souhrn objednávky', exact: true });
  await expect.poll(() => definition(totals, 'Celkem k úhradě').textContent()).toBe(formatCzkIn(expectedTotal(purchase, choice.deliveryKind, choice.paymentKind)));

  const contact = page.getByRole('group', { name: 'Kontaktní údaje', exact: true });
  await contact.getByRole('textbox', { name: 'E-mail', exact: true }).fill(choice.email);
  await contact.getByRole('textbox', { name: 'Telefon', exact: true }).fill('602123456');
  const invoice = page.getByRole('group', { name: 'Fakturační adresa', exact: true });
  const field = (name: string) => invoice.getByRole('textbox', { name, exact: true });
  await field('Jméno').fill('Jana');
  await field('Příjmení').fill('Nováková');
  await field('Ulice a číslo popisné').fill('Karlova 12');
  await field('Město').fill('Brno');
  await field('PSČ').fill('602 00');
  await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
  await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
  return { branch };
}

/** The description (dd) of a term (dt) in a description list inside `scope`. */
function definition(scope: Locator, term: string): Locator {
  return scope.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The guest cart's tempId (httpOnly cookie, React Router's base64 JSON). */
async function guestCartId(page: Page): Promise<string> {
  const raw = (await page.context().cookies()).find((c) => c.name === 'konfety_cart')?.value;
  expect(raw, 'guest cart cookie').toBeTruthy();
  return decodeCookie<string>(raw!);
}

/** Step 7's common part: the summary page of the order just placed, with its number, state and bought line. */
async function expectSummary(page: Page, purchase: Purchase, stateName: string): Promise<{ id: number; hash: string; summary: Summary }> {
  await page.waitForURL((u) => /^\/shrnuti\/\d+\/[0-9a-f]{64}$/.test(u.pathname));
  const [, id, hash] = /^\/shrnuti\/(\d+)\/([0-9a-f]{64})$/.exec(new URL(page.url()).pathname)!;
  const res = await api<{ data: Summary }>(`/orders/summary/${id}/${hash}`);
  expect(res.status).toBe(200);
  const summary = res.body.data;
  await page.getByRole('heading', { level: 1, name: 'Děkujeme za vaši objednávku' }).waitFor();
  await page.getByText(`Objednávka č. ${summary.number}`, { exact: true }).waitFor();
  expect(await definition(page.getByRole('main'), 'Stav').textContent()).toBe(stateName);
  const items = page.getByRole('table', { name: 'Položky objednávky' });
  const line = items.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(escapeRegExp(purchase.product.name)) }) });
  await line.waitFor();
  const lineText = await line.textContent();
  if (purchase.product.variants.length > 1) expect(lineText).toContain(purchase.variant.name);
  expect(lineText).toContain(`${purchase.quantity} ks`);
  expect(await items.getByRole('row', { name: /Celkem k úhradě/ }).textContent()).toContain(formatCzkIn(summary.total));
  return { id: Number(id), hash: hash!, summary };
}

/** The order as stored, with its product lines; exactly one order per walk's e-mail. */
async function storedOrder(email: string) {
  const orders = await db.query<{
    id: number;
    number: string;
    state: string;
    total: number;
    variable_symbol: string;
    paid_at: Date | null;
    branch_id: number | null;
    pickup_point: Record<string, string> | null;
  }>(
    'SELECT id, number, state, total, variable_symbol, paid_at, branch_id, pickup_point FROM orders WHERE email = $1',
    [email],
  );
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  const items = await db.query<{ kind: string; variant_id: number | null; quantity: number; total: number }>(
    'SELECT kind, variant_id, quantity, total FROM order_items WHERE order_id = $1 ORDER BY position, id',
    [order.id],
  );
  return { order, items };
}

/** What the walk should cost: the variant's price per piece, plus delivery unless free from its threshold, plus payment. */
function expectedTotal(purchase: Purchase, deliveryKind: string, paymentKind: string): number {
  const delivery = methods.delivery.find((d) => d.kind === deliveryKind)!;
  const payment = methods.payment.find((p) => p.kind === paymentKind)!;
  const goods = purchase.variant.price_vat * purchase.quantity;
  const deliveryPrice = delivery.free_from !== null && goods >= delivery.free_from ? 0 : delivery.price_vat;
  return goods + deliveryPrice + payment.price_vat;
}

const email = (walk: string) => `host.${walk}.${Date.now()}@example.com`;

describe('guest purchase end to end (Chromium)', () => {
  it('bank transfer with personal pickup at a branch: QR Platba summary, stored order, confirmation e-mail', async () => {
    const purchase = bankPurchase;
    const shopper = email('prevod');
    const stockBefore = await totalStock(purchase.variant.id);
    const page = await b.newPage();

    await addToCartFromHome(page, purchase);
    const tempId = await guestCartId(page);
    expect((await db.query('SELECT id FROM carts WHERE temp_id = $1', [tempId])).length).toBe(1);

    // 5–6: checkout with personal pickup and bank transfer.
    const { branch } = await checkOut(page, purchase, { deliveryKind: 'branch_pickup', paymentKind: 'bank_transfer', email: shopper });

    // 7: the summary with the bank details and the QR Platba image.
    const { id, hash, summary } = await expectSummary(page, purchase, 'Čeká na platbu');
    expect(summary.state).toBe('waiting_for_payment');
    expect(summary.total).toBe(expectedTotal(purchase, 'branch_pickup', 'bank_transfer'));
    expect(summary.variable_symbol).toBe(summary.number);
    const bank = page.getByRole('region', { name: 'Platební údaje', exact: true });
    expect(await definition(bank, 'Variabilní symbol').textContent()).toBe(summary.number);
    expect((await definition(bank, 'IBAN').textContent())?.replace(/\s/g, '')).toBe(summary.iban);
    expect(await definition(bank, 'Částka').textContent()).toBe(formatCzkIn(summary.total));
    const qr = bank.getByRole('img', { name: `QR Platba pro úhradu objednávky č. ${summary.number}` });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const svg = await fetch(new URL((await qr.getAttribute('src'))!, page.url()));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    // The image encodes the SPAYD string the API serves for this order.
    const spayd = summary.qr_payment!;
    expect(spayd).toMatch(/^SPD\*1\.0\*/);
    expect(spayd).toContain(`*ACC:${summary.iban}`);
    expect(spayd).toContain(`*AM:${(summary.total / 100).toFixed(2)}*`);
    expect(spayd).toContain('*CC:CZK*');
    expect(spayd).toContain(`*X-VS:${summary.number}`);
    await page.getByRole('region', { name: 'Vyzvednutí na prodejně', exact: true }).getByText(branch!.name).waitFor();

    // The database: one order, its lines, the stock taken, the cart gone.
    const { order, items } = await storedOrder(shopper);
    expect(order).toMatchObject({ id, number: summary.number, state: 'waiting_for_payment', total: summary.total, variable_symbol: summary.number, paid_at: null, pickup_point: null });
    expect(order.branch_id).toBe(branch!.id);
    expect(items.filter((i) => i.kind === 'product')).toEqual([
      { kind: 'product', variant_id: purchase.variant.id, quantity: purchase.quantity, total: purchase.variant.price_vat * purchase.quantity },
    ]);
    expect(items.map((i) => i.kind)).toEqual(expect.arrayContaining(['delivery', 'payment']));
    expect(await totalStock(purchase.variant.id)).toBe(stockBefore - purchase.quantity);
    expect(await db.query('SELECT id FROM carts WHERE temp_id = $1', [tempId])).toEqual([]);

    // The confirmation e-mail: Czech subject with the number, total and variable symbol, the QR code inline.
    const [mail] = await waitForMails(shopper);
    expect(mail!.subject).toBe(`Potvrzení objednávky č. ${summary.number}`);
    expect(mail!.text).toContain(`Celkem k úhradě: ${formatCzkIn(summary.total)}`);
    expect(mail!.text).toContain(`Variabilní symbol: ${summary.number}`);
    expect(mail!.text).toContain(`IBAN: ${summary.iban}`);
    expect(mail!.text).toContain(`${baseUrl()}/shrnuti/${id}/${hash}`);
    expect(mail!.html).toContain('src="cid:qr-platba@konfety"');
    const png = mail!.parts.find((p) => p.headers['content-id'] === '<qr-platba@konfety>');
    expect(png?.headers['content-type']).toMatch(/^image\/png/);
    expect(png!.body.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('Packeta pickup point and card: "Zaplatit kartou" → the gateway\'s page → "Zaplatit" → paid summary, stored payment, confirmation e-mail', async () => {
    const purchase = cardPurchase;
    const shopper = email('karta');
    const stockBefore = await totalStock(purchase.variant.id);
    const page = await b.newPage();

    await addToCartFromHome(page, purchase);

    // 5–6: checkout with a pickup point and card payment.
    await checkOut(page, purchase, { deliveryKind: 'pickup_point', paymentKind: 'card', email: shopper });

    // 7: waiting for the card payment.
    const { id, summary } = await expectSummary(page, purchase, 'Čeká na platbu');
    expect(summary.total).toBe(expectedTotal(purchase, 'pickup_point', 'card'));
    await page.getByRole('region', { name: 'Výdejní místo', exact: true }).getByText(PICKUP_POINT.name).waitFor();
    await page.getByRole('region', { name: 'Výdejní místo', exact: true }).getByText(`602 00 ${PICKUP_POINT.city}`).waitFor();
    expect(await page.getByRole('region', { name: 'Platební údaje', exact: true }).count()).toBe(0);
    await page.getByRole('region', { name: 'Platba kartou', exact: true }).getByRole('button', { name: 'Zaplatit kartou' }).click();

    // The gateway's hosted page, then back on the summary, paid.
    await page.waitForURL((u) => u.origin === inject('gatewayUrl') && /^\/gw\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { level: 1, name: 'Testovací platební brána' }).waitFor();
    await page.getByText(`Objednávka ${summary.number}: ${(summary.total / 100).toFixed(2)} CZK`).waitFor();
    await page.getByRole('button', { name: 'Zaplatit' }).click();
    await page.waitForURL((u) => u.origin === baseUrl() && u.pathname === `/shrnuti/${id}/${summary.hash}`);
    await page.getByRole('status').filter({ hasText: 'Objednávka byla zaplacena.' }).waitFor();
    expect(await definition(page.getByRole('main'), 'Stav').textContent()).toBe('Zaplacena');
    expect(await page.getByRole('button', { name: 'Zaplatit kartou' }).count()).toBe(0);

    // The database: the order paid once, with the gateway's payment.
    const { order, items } = await storedOrder(shopper);
    expect(order).toMatchObject({ id, state: 'paid', total: summary.total, branch_id: null, pickup_point: { provider: 'packeta', ...PICKUP_POINT } });
    expect(order.paid_at).toBeInstanceOf(Date);
    expect(items.filter((i) => i.kind === 'product')).toEqual([
      { kind: 'product', variant_id: purchase.variant.id, quantity: purchase.quantity, total: purchase.variant.price_vat * purchase.quantity },
    ]);
    expect(await totalStock(purchase.variant.id)).toBe(stockBefore - purchase.quantity);
    const payments = await db.query('SELECT provider, state, amount, currency FROM payments WHERE order_id = $1', [id]);
    expect(payments).toEqual([{ provider: 'gopay', state: 'PAID', amount: summary.total, currency: 'CZK' }]);
    const history = await db.query<{ state: string }>('SELECT state FROM order_state_history WHERE order_id = $1 ORDER BY id', [id]);
    expect(history.filter((h) => h.state === 'paid')).toHaveLength(1);

    // The confirmation e-mail (sent when the order was placed): no bank details for a card order; then the paid
    // e-mail with the invoice (issue 40).
    const mails = await waitForMails(shopper, 2);
    const mail = mails.find((m) => m.subject === `Potvrzení objednávky č. ${summary.number}`);
    expect(mails.map((m) => m.subject).sort()).toEqual([`Platba za objednávku ${summary.number} přijata`, `Potvrzení objednávky č. ${summary.number}`]);
    expect(mail!.text).toContain(`Celkem k úhradě: ${formatCzkIn(summary.total)}`);
    expect(mail!.text).toContain(`Platba: ${methods.payment.find((p) => p.kind === 'card')!.name}`);
    expect(mail!.text).not.toContain('Variabilní symbol');
    expect(mail!.parts.some((p) => p.headers['content-id'])).toBe(false);
  });
});
