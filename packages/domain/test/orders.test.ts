import { describe, expect, it } from 'vitest';
import { canTransition, initialOrderState, orderStates, type OrderState } from '../src/orders';

describe('order state transitions', () => {
  it('names the two SPEC states', () => {
    expect(orderStates).toContain('waiting_for_payment');
    expect(orderStates).toContain('paid');
    expect(orderStates).toHaveLength(10);
  });

  it('allows the documented happy paths', () => {
    const path = (states: OrderState[]) => states.slice(1).every((to, i) => canTransition(states[i]!, to));
    expect(path(['waiting_for_payment', 'paid', 'processing', 'shipped', 'delivered', 'returned'])).toBe(true);
    expect(path(['new', 'processing', 'ready_for_pickup', 'picked_up', 'returned'])).toBe(true);
  });

  it('forbids skipping payment, going back, and leaving terminal states', () => {
    expect(canTransition('waiting_for_payment', 'processing')).toBe(false);
    expect(canTransition('new', 'paid')).toBe(false);
    expect(canTransition('paid', 'waiting_for_payment')).toBe(false);
    expect(canTransition('shipped', 'processing')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(canTransition('ready_for_pickup', 'shipped')).toBe(false);
    for (const to of orderStates) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('returned', to)).toBe(false);
    }
  });

  it('can cancel before shipping', () => {
    for (const from of ['new', 'waiting_for_payment', 'paid', 'processing', 'ready_for_pickup'] as const) {
      expect(canTransition(from, 'cancelled'), from).toBe(true);
    }
  });

  it('has no self-transitions and every state is reachable from an initial state', () => {
    for (const s of orderStates) expect(canTransition(s, s)).toBe(false);
    const seen = new Set<OrderState>(['new', 'waiting_for_payment']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const from of [...seen]) {
        for (const to of orderStates) {
          if (!seen.has(to) && canTransition(from, to)) {
            seen.add(to);
            grew = true;
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...orderStates].sort());
  });

  it('starts prepaid orders waiting for payment and the rest as new', () => {
    expect(initialOrderState(true)).toBe('waiting_for_payment');
    expect(initialOrderState(false)).toBe('new');
  });
});
