import type { BrandColors } from '../domain/seller-settings';

/** One colour the theme uses instead of the configured one, and why (the statement page and the server's log read it). */
export interface ThemeAdjustment {
  role: 'primary' | 'primary-text' | 'focus' | 'header' | 'header-text';
  /** As configured (for the text roles, the default white). */
  configured: string;
  /** What the theme uses instead. */
  used: string;
  /** The configured colour's contrast against `against`, the worst of the backgrounds it is used on. */
  ratio: number;
  /** 4.5 for text, 3 for the focus indicator. */
  minimum: number;
  against: string;
}

export interface SellerTheme {
  /** Custom properties for :root: `--sf-text`, `--sf-page`, `--sf-primary`, `--sf-primary-text`, `--sf-brand`, `--sf-focus`, `--sf-header`, `--sf-header-text`. */
  properties: Record<string, string>;
  adjustments: ThemeAdjustment[];
}

export const SELLER_THEME_ID: 'sf-seller-theme';
/** A `#rrggbb` colour in lower case, or null for anything else. */
export function hexOrNull(value: unknown): string | null;
export function contrastRatio(a: string, b: string): number;
export function hslOf(hex: string): [hue: number, saturation: number, lightness: number];
export function accessibleTheme(brand: BrandColors): SellerTheme;
export function themeRule(properties: Record<string, string>, selector?: string): string;
export function describeAdjustment(adjustment: ThemeAdjustment): string;
