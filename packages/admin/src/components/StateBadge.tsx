import { type OrderState, stateName, stateTone } from '../lib/states';

/** An order state as a coloured badge with its Czech name (the colour only repeats what the text says). */
export function StateBadge({ state, name }: { state: OrderState; name?: string }) {
  return <span className={`badge badge--${stateTone[state]}`}>{name ?? stateName(state)}</span>;
}
