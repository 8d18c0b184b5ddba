import { useUnit } from '~/effector/use-unit';
import { $locale, $messages } from '@etalage/domain/i18n';
import { translatorOf, type Translator } from './translator';

/** The translator of the active locale: `t('key', { param })`, `t.ref(messageRef)`. */
export function useT(): Translator {
  const [messages, locale] = useUnit([$messages, $locale]);
  return translatorOf(messages, locale);
}
