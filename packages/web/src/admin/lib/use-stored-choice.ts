/**
 * A choice a workplace keeps between visits (the warehouse's country, the branch's code), in
 * localStorage: a laptop at the Turkish warehouse always scans for Turkey.
 */
import { useState } from 'react';

export function useStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = localStorage.getItem(`amanati.admin.${key}`);
    return (allowed as readonly string[]).includes(stored ?? '') ? (stored as T) : fallback;
  });
  const choose = (next: T) => {
    localStorage.setItem(`amanati.admin.${key}`, next);
    setValue(next);
  };
  return [value, choose];
}
