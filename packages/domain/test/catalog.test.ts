import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  availabilityStates,
  DELIVERY_DAYS_NOT_AT_STORE_MAX,
  DELIVERY_DAYS_OTHER,
  DELIVERY_DAYS_PRAGUE,
  type StockRow,
} from '../src/catalog';

const row = (quantity: number, isPrague = false, kind: StockRow['kind'] = 'store'): StockRow => ({ quantity, isPrague, kind });

describe('availabilityOf (SPEC §4 five states)', () => {
  it('not_active wins even with stock', () => {
    expect(availabilityOf({ active: false, stock: [row(5, true)], everStocked: true })).toEqual({
      state: 'not_active',
      count: 0,
      deliveryDays: null,
    });
  });

  it('no_store when no location carries the product', () => {
    expect(availabilityOf({ active: true, stock: [], everStocked: true })).toEqual({ state: 'no_store', count: 0, deliveryDays: null });
  });

  it('sold_out_temporarily when stocked before, unavailable when never', () => {
    expect(availabilityOf({ active: true, stock: [row(0), row(0, true)], everStocked: true }).state).toBe('sold_out_temporarily');
    expect(availabilityOf({ active: true, stock: [row(0)], everStocked: false })).toEqual({
      state: 'unavailable',
      count: 0,
      deliveryDays: null,
    });
  });

  it('treats negative quantities as zero', () => {
    expect(availabilityOf({ active: true, stock: [row(-3), row(0)], everStocked: true }).state).toBe('sold_out_temporarily');
    expect(availabilityOf({ active: true, stock: [row(5), row(-2), row(3)], everStocked: true }).count).toBe(8);
  });

  it('in_stock with Prague stock → 1–2 days', () => {
    expect(availabilityOf({ active: true, stock: [row(2, true), row(4, false, 'warehouse')], everStocked: true })).toEqual({
      state: 'in_stock',
      count: 6,
      deliveryDays: { min: 1, max: 2 },
    });
  });

  it('in_stock only outside Prague (Prague row empty) → 3–5 days', () => {
    expect(availabilityOf({ active: true, stock: [row(0, true), row(1, false, 'warehouse')], everStocked: false })).toEqual({
      state: 'in_stock',
      count: 1,
      deliveryDays: { min: 3, max: 5 },
    });
  });

  it('declares the five states and the SPEC §9 delivery constants', () => {
    expect([...availabilityStates]).toEqual(['in_stock', 'sold_out_temporarily', 'unavailable', 'not_active', 'no_store']);
    expect(DELIVERY_DAYS_PRAGUE).toEqual({ min: 1, max: 2 });
    expect(DELIVERY_DAYS_OTHER).toEqual({ min: 3, max: 5 });
    expect(DELIVERY_DAYS_NOT_AT_STORE_MAX).toBe(10);
  });
});
