import * as React from 'react';

/** The element the dashboard's expiry warning brings into view. */
export const CREDENTIAL_WALLET_ID = 'credential-wallet';

// Asked for before the wallet's code has loaded (the warning opens the profile tab), it is honoured when the wallet mounts.
let isFocusPending = false;

function focusWallet(): boolean {
  const wallet = document.getElementById(CREDENTIAL_WALLET_ID);
  if (!wallet) return false;
  wallet.scrollIntoView({ block: 'start' });
  wallet.focus({ preventScroll: true });
  return true;
}

/** Scrolls to the wallet and moves focus there, now or once it appears. */
export function focusWalletSoon() {
  isFocusPending = !focusWallet();
}

/** The wallet's side: takes a focus request made before it mounted. */
export function useWalletFocusTarget() {
  React.useEffect(() => {
    if (isFocusPending) isFocusPending = !focusWallet();
  }, []);
}
