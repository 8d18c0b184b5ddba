// Language switch (spec §1): nl-NL (default) and en-US, as far as the shop offers them (`languages.app`, spec §3);
// with one language on offer there is nothing to switch. The choice is stored in the locale cookie for a year.
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import { $locale, LOCALES, localeChosen } from '@etalage/domain/i18n';
import { type Locale } from '@etalage/domain/shared';
import { useT } from '~/i18n/use-t';

export function LocaleSwitch() {
  const t = useT();
  const [config, locale, choose] = useUnit([$appConfig, $locale, localeChosen]);
  const offered = LOCALES.filter((option) => config?.languages.app.includes(option) ?? true);
  if (offered.length < 2) return null;
  return (
    <div className="locale-switch" role="group" aria-label={t('shell.language')}>
      {offered.map((option: Locale) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          className="locale-switch__option"
          onClick={() => (option === locale ? undefined : choose(option))}
        >
          {t(`shell.language.${option}`)}
        </button>
      ))}
    </div>
  );
}
