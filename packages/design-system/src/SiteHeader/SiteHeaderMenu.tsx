import { Dialog } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { NavLinks, type NavLinksProps } from './NavLinks.tsx';
import { MenuPanel } from './SiteHeader.styles.ts';

export interface SiteHeaderMenuProps extends Omit<NavLinksProps, 'layout' | 'onNavigate'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Accessible name of the navigation landmark inside the dialog. */
  navigationLabel: string;
}

/**
 * The header's links in a modal dialog on narrow screens: focus is trapped inside, Escape or a
 * press outside closes it, and focus returns to the menu button (React Aria). Loaded lazily by
 * SiteHeader.
 */
export default function SiteHeaderMenu({
  isOpen,
  onOpenChange,
  title,
  navigationLabel,
  ...navLinks
}: SiteHeaderMenuProps) {
  return (
    <Modal size="sm" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={title}>
        {({ close }) => (
          <MenuPanel>
            <nav aria-label={navigationLabel}>
              <NavLinks {...navLinks} layout="column" onNavigate={close} />
            </nav>
          </MenuPanel>
        )}
      </Dialog>
    </Modal>
  );
}
