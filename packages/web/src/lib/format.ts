/** Display formats: dates in Tbilisi time, money with 2 decimals. */
import { tbilisiDateTime, tbilisiDay } from '@amanati/shared/tbilisi-time';

/** YYYY-MM-DD in Tbilisi, or dashes when there is no date (spec §3 flights). */
export const formatDate = (iso: string | null | undefined): string => (iso ? tbilisiDay(iso) : '----------');
/** YYYY-MM-DD HH:mm in Tbilisi. */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? tbilisiDateTime(iso) : '');
export const formatMoney = (value: number | null | undefined): string => (value ?? 0).toFixed(2);
/** A weight in kg as people write it: up to 3 decimals, no trailing zeros (2.3, 0.45, 12). */
export const formatWeight = (kg: number): string => String(Math.round(kg * 1000) / 1000);
