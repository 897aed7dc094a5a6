/**
 * A menu whose dropdown code (Mantine's Menu with its popover, positioning and focus handling, a good
 * share of the top bar's weight) loads when the user reaches for it — pointer over, focus or press —
 * rather than with the page. Until then its button is a plain one that looks the same; pressing it opens
 * the real menu as soon as the code is in (a failed download leaves the button as it was, to try again).
 */
import { useState, type ComponentType, type ReactElement } from 'react';
import type { EarlyModule } from '../lib/early-module.ts';

/** What makes the plain button a menu button; the real menu's target gets Mantine's own. */
export interface MenuButtonProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface LoadedMenuProps {
  /** The button, to go inside Menu.Target. */
  target: ReactElement;
  /** Open at once: the menu was asked for before its code had arrived. */
  defaultOpened: boolean;
}

interface Props {
  button: (props: MenuButtonProps) => ReactElement;
  menu: EarlyModule<{ default: ComponentType<LoadedMenuProps> }>;
}

export function MenuOnDemand({ button, menu }: Props) {
  const [opened, setOpened] = useState(false);
  const Loaded = menu.ready?.default;
  if (opened && Loaded) return <Loaded target={button({})} defaultOpened />;
  const prefetch = () => void menu.load().catch(() => undefined);
  return button({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () =>
      void menu.load().then(
        () => setOpened(true),
        () => undefined,
      ),
  });
}
