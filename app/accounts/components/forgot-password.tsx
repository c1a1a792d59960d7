// rules §2: 'Forgot password?' under the sign-in form leads to /signin/forgot, where a reset link
// is mailed (docs/decisions/0075-self-service-account-care.md).
import { Link } from "../../ui/link";
import { catalog } from "../translations";
import { useLocalePath, useT } from "../../ui/use-t";

export function ForgotPassword() {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <p className="mt-2 text-sm">
      <Link
        to={to("/signin/forgot")}
        className="-my-0.5 inline-block rounded py-0.5 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t("Forgot password?")}
      </Link>
    </p>
  );
}
