import { Outlet } from 'react-router';

/**
 * A page shown inside another of the shop's pages (the product page's delivery dialog frames the delivery page):
 * its content alone, without the header, footer or cookie bar, and without scripts (root.tsx reads `handle`) —
 * nothing in it needs them, and the page around it has them already. Its links open in the top window.
 */
export const handle = { scripts: false };

/** The page gives its own `<main>`, named by its heading: in the page around the frame, a second, unnamed main landmark would be one too many. */
export default function FrameLayout() {
  return <Outlet />;
}
