// Spec §5 number input: the rule the one number-input component applies (quantity, made-to-measure sizes). Its
// own module: the product page needs it without the form validators of ./lib. Pure.
import { roundTo } from '../pricing';

const clean = (value: string | null | undefined): string => (value ?? '').trim();

const decimalsOf = (step: number): number => {
  const [mantissa = '', exponent] = String(Math.abs(step)).split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent ?? 0));
};

// Plain decimal text only: no hex, exponents or 'Infinity', which Number() would accept.
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const parseDecimal = (text: string): number => (DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN);

export interface NumberInputSettings {
  min?: number | null;
  max?: number | null;
  /** Results are rounded to the step's number of decimals (0.01 → 2 decimals, 1 → whole numbers). */
  step?: number | null;
  /** An empty input becomes null (the default); with false it becomes `min`, or 0. */
  allowNull?: boolean;
  /** The value an emptied input takes instead (the input's clear value). */
  clearValue?: number | null;
}

/**
 * Spec §5 number input: parses typed text (a decimal comma is accepted), rounds to the step's precision and
 * clamps to min/max. Empty or unreadable input becomes `clearValue` when set, else null, or `min`/0 when
 * `allowNull` is false.
 */
export const clampNumber = (
  value: string | number | null | undefined,
  { min = null, max = null, step = null, allowNull = true, clearValue = null }: NumberInputSettings = {},
): number | null => {
  const parsed = typeof value === 'number' ? value : parseDecimal(clean(value));
  const clamp = (n: number): number => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
  if (!Number.isFinite(parsed)) {
    if (clearValue !== null) return clamp(clearValue);
    return allowNull ? null : clamp(min ?? 0);
  }
  const rounded = step !== null && step > 0 ? roundTo(parsed, decimalsOf(step)) : parsed;
  return clamp(rounded);
};
