import { useId, useState } from 'react';

/**
 * A button that shows and hides a part of the page: whether that part is open, the id it takes,
 * and the button's attributes (`aria-expanded`, `aria-controls` and the click that toggles it).
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const contentId = useId();
  const buttonProps = {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': contentId,
    onClick: () => setOpen((was) => !was),
  } as const;
  return { open, setOpen, contentId, buttonProps };
}
