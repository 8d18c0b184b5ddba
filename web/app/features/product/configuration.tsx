// The way from a long group on the page to the configuration panel (spec §2 Panels: configuration, "for groups
// with many items"; docs/product.md "Long groups"): the page shows a few of the group's items and this button,
// which opens the panel with all of them. The panel itself loads when first opened (./panels); the button
// preloads it through ./panel-preloads.
import { useT } from '~/i18n/use-t';
import { usePreloadOnIntent } from './panel-preloads';

export function AllChoicesButton({ count, name, onOpen }: { count: number; name: string; onOpen: () => void }) {
  const t = useT();
  const preload = usePreloadOnIntent('configuration');
  return (
    <button type="button" className="link-button all-choices" aria-haspopup="dialog" {...preload} onClick={onOpen}>
      {t('configurator.allChoices', { count, name })}
    </button>
  );
}
