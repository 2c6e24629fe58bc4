// How a checkout is left when it is not a page of its own: inside a widget's dialog (embed/
// CheckoutForm, popup modes) Cancel and the success screen's Close close the dialog instead of
// going to the app's home, which the host page does not have. The hosted page provides nothing.
import { createContext, useContext } from 'react';

const CheckoutExit = createContext<(() => void) | null>(null);
export const CheckoutExitProvider = CheckoutExit.Provider;

/** The widget's close callback, or null on the hosted page (leave by its own links). */
export const useCheckoutExit = () => useContext(CheckoutExit);
