// Rules of the shop's shell that read the app config (spec §1, §9).
import type { AppConfig, LogoUrl } from './contract';

/** Spec §1, §9: the contact bar's review link always shows this score, whatever a review site says. */
export const REVIEW_SCORE_LABEL = 9.7;

export interface ContactBar {
  /** The phone number as written, and a `tel:` link with only its digits and a leading +. */
  phone: { label: string; href: string } | null;
  /** A WhatsApp chat link, when the shop has a WhatsApp number. */
  whatsappHref: string | null;
  /** The external review page (http or https only). */
  reviewHref: string | null;
}

const httpUrl = (value: string): string | null => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * Spec §1: the floating contact bar (a phone link, a messaging link when a number exists, the review link),
 * shown only when the customer-care setting and the app-content setting are both on; null when it is not shown
 * or has nothing to link to.
 */
export const contactBarOf = (config: Pick<AppConfig, 'settings' | 'support'> | null): ContactBar | null => {
  if (config === null || !config.settings.customerCare || !config.settings.appContent) return null;
  const phone = config.support.phoneNumber.trim();
  const phoneDigits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  const whatsappDigits = (config.support.whatsappNumber ?? '').replace(/\D/g, '');
  const bar: ContactBar = {
    phone: /\d/.test(phoneDigits) ? { label: phone, href: `tel:${phoneDigits}` } : null,
    whatsappHref: whatsappDigits ? `https://wa.me/${whatsappDigits}` : null,
    reviewHref: httpUrl(config.support.reviewUrl),
  };
  return bar.phone || bar.whatsappHref || bar.reviewHref ? bar : null;
};

/**
 * Spec §3 languages.html: the language the shop's own texts (descriptions, content pages) are written in. Where it
 * is not the page's language (an English page of a Dutch shop), the text is marked with it, so a screen reader
 * reads it in its own language (WCAG 3.1.2); null where they agree or the shop names none.
 */
export const contentLanguageOf = (html: string | undefined, locale: string): string | null => {
  const language = html?.trim() ?? '';
  if (language === '' || !/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(language)) return null;
  const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();
  return primary(language) === primary(locale) ? null : language;
};

/**
 * Spec §3 `paymentMethods`: the payment methods the shop offers, by the option's id ('ideal'). An option of a
 * method the shop does not list is not offered; an empty list names none, so every option the API gives is.
 */
export const offeredPaymentOptions = <T extends { id: string }>(
  options: readonly T[],
  methods: readonly string[] | undefined,
): T[] => (methods && methods.length > 0 ? options.filter((o) => methods.includes(o.id)) : [...options]);

/**
 * Spec §3 `deliveryMethods`: the kinds of delivery the shop offers, by the option's type ('shipping', 'pickup').
 * The same rule as the payment methods: an unlisted kind is not offered; an empty list limits nothing.
 */
export const offeredDeliveryOptions = <T extends { type: string }>(
  options: readonly T[],
  methods: readonly string[] | undefined,
): T[] => (methods && methods.length > 0 ? options.filter((o) => methods.includes(o.type)) : [...options]);

/**
 * Spec §3 Site settings `logoUrl.max`: the logo the header and the shop's structured data show, the largest size
 * when the API sends sizes, else its one URL; null when it names none (an empty URL), so nothing shows a broken image.
 */
export const logoSrcOf = (logoUrl: LogoUrl | undefined): string | null => {
  const src = (typeof logoUrl === 'string' ? logoUrl : logoUrl?.max)?.trim() ?? '';
  return src === '' ? null : src;
};
