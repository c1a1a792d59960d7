// What /account shows below the signed-in card: your requests (./account-requests.tsx), then the
// account's care (./account-settings.tsx). One part whose code loads as the page hydrates
// (app/routes/accounts/account.tsx): its HTML is the server's until then, and its forms work without it.
import { AccountRequests, type AccountRequestsProps } from "./account-requests";
import { AccountSettings, type AccountSettingsProps } from "./account-settings";

export type AccountBelowProps = AccountRequestsProps & AccountSettingsProps;

export default function AccountBelow({ requests, ...care }: AccountBelowProps) {
  return (
    <div id="account-below">
      <AccountRequests requests={requests} />
      <AccountSettings {...care} />
    </div>
  );
}
