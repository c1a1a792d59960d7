import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { hasSignedInHint } from "../../lib/auth-hint";

/**
 * Whether this browser holds the signed-in hint (app/lib/auth-hint.ts). False on the server and
 * in the first render, so every visitor gets the same HTML; read again after each navigation.
 */
export function useSignedIn(): boolean {
  const { key } = useLocation();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSignedInHint(document.cookie)), [key]);
  return signedIn;
}
