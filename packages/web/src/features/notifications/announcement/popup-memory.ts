/**
 * The announcement popup's show-again rule (spec §4, spec-readings Web): shown while its status is 1,
 * unless this browser closed the popup with this same popapId; a new popapId shows again.
 */
const KEY = 'amanati.popup';

export interface PopupMemory {
  closed: boolean;
  popapId: string;
}

export function readPopupMemory(): PopupMemory | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PopupMemory> | null;
    return value && typeof value.popapId === 'string'
      ? { closed: value.closed === true, popapId: value.popapId }
      : null;
  } catch {
    return null;
  }
}

export function rememberPopupClosed(popapId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ closed: true, popapId } satisfies PopupMemory));
  } catch {
    /* storage unavailable: it shows again next time */
  }
}

export function shouldShowPopup(
  popap: { status: number | string; popapId: string } | null | undefined,
  memory: PopupMemory | null,
): boolean {
  if (!popap || Number(popap.status) !== 1) return false;
  return !(memory?.closed && memory.popapId === popap.popapId);
}
