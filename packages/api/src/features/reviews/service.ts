import { eq, sql } from 'drizzle-orm';
import { executePrepared, schema } from '@konfety/db';
import type { ReviewValues } from '@konfety/domain/review-forms';
import { reviewAuthorName, VERIFYING_ORDER_STATES } from '@konfety/domain/reviews';
import { notFound, unauthorized } from '../../errors';
import type { ShopContext } from '../../shop-context';
import { readCards } from '../catalog/listing';
import { customerIdOf } from '../profile/address-rows';
import type { MyReviewOut, OwnReviewOut } from './schemas';

/*
 * A customer's own review of a product (SPEC §3/§5, ARCHITECTURE "Reviews and stock watchdogs"): one per customer
 * and product, written and then edited in place. Whether it is a verified purchase is the shop's finding, made again
 * at every write: an order of the account with the product in it that was not cancelled or returned
 * (`VERIFYING_ORDER_STATES`). A review is published when written.
 */

const r = schema.reviews;

interface ReviewRow {
  id: number;
  author_name: string;
  rating: number;
  text: string;
  verified_purchase: boolean;
  created_at: string | Date;
  updated_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function presentOwn(row: ReviewRow): OwnReviewOut {
  return {
    id: row.id,
    author_name: row.author_name,
    rating: row.rating,
    text: row.text,
    verified_purchase: row.verified_purchase,
    created_at: iso(row.created_at),
    updated_at: row.updated_at === null ? null : iso(row.updated_at),
  };
}

/** SQL: the customer has an order with the product that counts as a purchase. */
function boughtSql(userId: number, productId: number) {
  const states = sql.join(
    VERIFYING_ORDER_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`exists (
    select 1 from ${schema.orders} o join ${schema.orderItems} i on i.order_id = o.id
    where o.user_id = ${userId} and i.product_id = ${productId} and o.state in (${states}))`;
}

/** The product a review is written of (active), as its card shows it; 404 for one the shop does not sell. */
async function reviewedProduct(ctx: ShopContext, productId: number) {
  const { products } = await readCards(ctx.db, ctx.site, sql`select id from ${schema.products} where id = ${productId} and active`, null);
  const [product] = products;
  if (!product) throw notFound(ctx.locale);
  return product;
}

/** The review page's data: the product, the customer's review of it (null before the first) and whether they bought it. */
export async function myReview(ctx: ShopContext, productId: number): Promise<MyReviewOut> {
  const userId = customerIdOf(ctx);
  const [product, found] = await Promise.all([
    reviewedProduct(ctx, productId),
    executePrepared<ReviewRow & { bought: boolean }>(ctx.db, 'my_review', sql`
      select ${boughtSql(userId, productId)} as bought, own.*
      from (select 1) one
      left join lateral (
        select id, author_name, rating, text, verified_purchase, created_at, updated_at from ${r}
        where product_id = ${productId} and user_id = ${userId}
      ) own on true`),
  ]);
  const row = found[0]!;
  return {
    product: { id: product.id, name: product.name, url: product.url, main_image: product.main_image },
    review: row.id === null ? null : presentOwn(row),
    verified_purchase: Boolean(row.bought),
  };
}

/**
 * Writes the customer's review of the product, or changes the one they wrote: one statement (the verified-purchase
 * finding, the upsert on the product and account), after reading the author's shown name from the account. Answers
 * it and whether it was new.
 */
export async function saveReview(ctx: ShopContext, productId: number, values: ReviewValues): Promise<{ review: OwnReviewOut; created: boolean }> {
  const userId = customerIdOf(ctx);
  const [user] = await ctx.db
    .select({ firstname: schema.users.firstname, lastname: schema.users.lastname })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) throw unauthorized(ctx.locale);
  const [row] = await executePrepared<ReviewRow & { created: boolean }>(ctx.db, 'save_review', sql`
    insert into ${r} (product_id, user_id, author_name, rating, text, verified_purchase, state, created_at)
    select p.id, ${userId}::int, ${reviewAuthorName(user.firstname, user.lastname)}::text, ${values.rating}::int, ${values.text}::text, ${boughtSql(userId, productId)}, 'approved', ${ctx.now.toISOString()}::timestamptz
    from ${schema.products} p
    where p.id = ${productId} and p.active
    on conflict (product_id, user_id) do update set
      author_name = excluded.author_name, rating = excluded.rating, text = excluded.text,
      verified_purchase = excluded.verified_purchase, updated_at = ${ctx.now.toISOString()}::timestamptz
    returning id, author_name, rating, text, verified_purchase, created_at, updated_at, (xmax = 0) as created`);
  if (!row) throw notFound(ctx.locale);
  return { review: presentOwn(row), created: Boolean(row.created) };
}
