// A slide-in panel (spec §2 Panels): Radix Dialog gives the underlay, focus kept inside, scroll lock,
// Escape and outside click; the stylesheet gives the 100 ms close transition. Panels open by name
// through the shell model and all close on a route change.
import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useUnit } from '~/effector/use-unit';
import { $openPanel, panelClosed, type PanelName } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { CloseIcon } from './icons';
import { focusOrigin } from './type-ahead';
import { tabOutOfRadioGroup } from './radio-tab';

/**
 * What opened the panels open now from outside any panel. A panel opened from inside another (the coupons' back
 * to the cart) would otherwise give focus back to a button that has gone with its panel; it hands on this one.
 */
let openerOutsidePanels: HTMLElement | null = null;

interface PanelProps {
  name: PanelName;
  title: React.ReactNode;
  side?: 'left' | 'right' | 'bottom' | 'top' | 'full';
  children: React.ReactNode;
  footer?: React.ReactNode;
  /** Extra header content, e.g. a back button of a drill-down. */
  headerStart?: React.ReactNode;
  className?: string;
  onOutsidePress?: (event: Event) => void;
  /** What gets focus when the panel opens (the search input); by default the panel's first focusable element. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /**
   * A panel of text with nothing to focus in it (a long description): its body takes the focus, so a keyboard
   * scrolls it (WCAG 2.1.1, axe scrollable-region-focusable).
   */
  textBody?: boolean;
}

export function Panel({
  name,
  title,
  side = 'right',
  children,
  footer,
  headerStart,
  className,
  onOutsidePress,
  initialFocus,
  textBody = false,
}: PanelProps) {
  const t = useT();
  const [openPanel, close] = useUnit([$openPanel, panelClosed]);
  const isOpen = openPanel?.name === name;
  // Panels open from ordinary buttons, not a Dialog.Trigger, so Radix has nothing to give focus back to on
  // close: remember what had focus when the panel opened and return there, if it is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-underlay" />
        <Dialog.Content
          // A panel without a footer keeps its actions at its top: toasts then sit at the bottom (app.css).
          className={`panel panel--${side}${footer ? '' : ' panel--no-footer'}${className ? ` ${className}` : ''}`}
          aria-describedby={undefined}
          onPointerDownOutside={onOutsidePress}
          // Before Radix's focus trap: Tab out of a group of radios that ends the panel wraps (radio-tab.ts).
          onKeyDown={tabOutOfRadioGroup}
          // Escape in an open combobox (the address search) closes its list, not the panel (WAI-ARIA combobox).
          onEscapeKeyDown={(event) => {
            const target = event.target;
            if (target instanceof HTMLElement && target.matches('[role="combobox"][aria-expanded="true"]'))
              event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            // Opened while the hidden type-ahead field had the focus (the search modal): what had it before.
            const active = focusOrigin(document.activeElement);
            const element = active instanceof HTMLElement ? active : null;
            if (element?.closest('[role="dialog"]')) opener.current = openerOutsidePanels;
            else opener.current = openerOutsidePanels = element;
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <header className="panel__header">
            {headerStart}
            <Dialog.Title className="panel__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('panel.close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          {textBody ? (
            // A scrollable region with nothing focusable in it must take the focus itself (WCAG 2.1.1).
            <div
              className="panel__body"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={typeof title === 'string' ? title : undefined}
            >
              {children}
            </div>
          ) : (
            <div className="panel__body">{children}</div>
          )}
          {footer ? <footer className="panel__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
