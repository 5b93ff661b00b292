import { useCallback, useEffect, useState } from 'react';
import type { ProfileValues } from '../lib/profile';

/**
 * The values of an address form as the customer edits them, started from `source` (what the loader or the
 * action answered) and started again whenever `source` changes — a refusal's typed values, the register's
 * filled-in company, the saved row after a save. `source` must keep its identity between renders (loader or
 * action data, or a memo of it).
 */
export function useProfileValues(source: ProfileValues) {
  const [values, setValues] = useState(source);
  useEffect(() => setValues(source), [source]);
  const setValue = useCallback((name: string, value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  return { values, setValue, setValues };
}
