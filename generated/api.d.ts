// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with phone and password
         * @description Who calls it: a guest (login popup), and the registration flow's final step, which logs the
         *     new member in with the phone and password just set.
         *     What the server must do: check the phone and password and return a bearer token for the member
         *     calls. The body is a classic HTML form (`application/x-www-form-urlencoded`), not JSON.
         *     Screens: 200 stores `access_token` (local storage and a cookie expiring after `expires_in`
         *     seconds), fetches the profile and goes to `/` (or the page the guest first asked for). 422 shows
         *     a red alert plus a "phone or password incorrect" notification listing the messages from
         *     `errors`. 5XX shows the generic server-error notice.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the logged-in member's profile
         * @description Who calls it: a member (session token). Also polled.
         *     What the server must do: return everything the member screens need in one object under `data`:
         *     identity and password, registered bank, the deposit destination, promotions, the current promotion
         *     and turnover, the pending deposit/withdraw request, recently completed requests, events, game
         *     credit (`games[0].credit`) and the credit-check state (`credit_checking`, 0 = done).
         *     Screens: read after login and before the deposit, withdraw and info popups open; polled every 5 s
         *     while a credit check runs (until `credit_checking` is 0) and every 10 s while a deposit or
         *     withdrawal is pending (until `completed_requests` holds the pending id and type). A pending
         *     request on load reopens its process popup. 401 logs the player out; any other failure returns the
         *     UI to `/` with no dialog.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the server notice
         * @description Who calls it: everyone (guest or member) on start; no token needed.
         *     What the server must do: return the current maintenance or announcement notices, most important
         *     first. Only the first item is used: `active` 1 shows a closable "announcement" popup with `img`
         *     and the HTML `content`; `active` 2 shows a permanent banner. An empty list shows nothing.
         *     `content` is back-office HTML and untrusted: the UI sanitises it before rendering.
         *     Screens: any error (including 401 or 5XX) is ignored and shows nothing.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/check-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a game-credit check
         * @description Who calls it: a member tapping the credit figure (session token).
         *     What the server must do: start refreshing the member's credit from the game providers and say
         *     whether a check started.
         *     Screens: `credit_success` true makes the UI poll `getProfile` every 5 s until
         *     `credit_checking` is 0, then show "เช็คเครดิตเรียบร้อย" with `games[0].credit` and call
         *     `checkTurnover`; after three unfinished polls it stops with the timeout notice. `credit_success`
         *     false starts nothing and resets the check state. 401 stops polling and logs out.
         */
        get: operations["checkCredit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/check-turnover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check and clear turnover
         * @description Who calls it: the UI, right after a credit check completes (member session token).
         *     What the server must do: if the member's credit is low enough, clear the current promotion's
         *     turnover; say whether another credit check was started.
         *     Screens: `success` false shows `msg` as a warning notice. `credit_success` true restarts the
         *     profile polling with the notice "checking credit...". 401 stops polling and logs out.
         */
        get: operations["checkTurnover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/launch-game/{provider}/{game}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the launch URL of a game
         * @description Who calls it: a member pressing play (session token). Not called when credit is 1 baht or
         *     less, and never for trial play (the demo frame is static).
         *     What the server must do: return the URL that starts `game` of `provider` for this member, or
         *     `success` false with `msg`.
         *     Screens: `success` true opens `url` in an embedded frame 700 px high. `success` false shows
         *     nothing (the answer is only logged), except the first-deposit rule, which shows `msg` in a dialog:
         *     the server marks that refusal with `code: first_deposit_required` (extension). Servers that do
         *     not send `code` still work: the UI then recognises the refusal by matching `msg` against
         *     "ฝากเงินครั้งแรก / ฝากครั้งแรก / first deposit / 首次存款 / 首存" (a documented fallback).
         */
        get: operations["launchGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get referral programme details
         * @description Who calls it: a member opening the referral tab (session token); again with `date` once a
         *     day is picked in the date filter.
         *     What the server must do: return the member's referral key, bonus totals, per-level percentages,
         *     the friends' win/loss total and the referred friends (direct and per level), filtered to `date`
         *     when given.
         *     Screens: the referral tab shows `customer_win_loses.total` (0.0 when not positive) and the lists.
         *     Errors are only logged (the tab keeps what it had).
         */
        get: operations["getReferral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/get-referral-bonus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the pending referral bonus
         * @description Who calls it: a member pressing the withdraw-bonus button in the referral tab (session token). No body.
         *     What the server must do: move `bonus_referral_pending` into game credit when it has reached
         *     `bonus_turnover`; otherwise refuse with `success` false and a `msg`.
         *     Screens: `success` true shows "bonus withdrawn successfully", otherwise `msg` in a dialog; the
         *     profile is reloaded either way.
         */
        post: operations["withdrawReferralBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/get-bonus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a bonus by id
         * @description Who calls it: a member claiming a bonus by id (session token). No body.
         *     What the server must do: credit bonus `id` to the member, or refuse with `success` false.
         *     Screens: the UI refetches the profile and shows `msg` in a dialog.
         */
        post: operations["claimBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Who calls it: a member in the change-password form (session token).
         *     What the server must do: check `old_password`, check that `password` equals
         *     `password_confirmation` and meets the rules, then change the password.
         *     Screens: `success` true closes the form with a success notice; 422 messages are listed in red
         *     under their fields (`errors.old_password`, `errors.password`, ...).
         */
        post: operations["updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the forgot-password flow
         * @description Who calls it: a guest in the forgot-password popup (no token).
         *     What the server must do: find the account by `phone` (and `game_username` when given), send an
         *     OTP by SMS and return a reset-session `token`.
         *     Screens: 200 keeps `token` and opens the OTP popup; 422 lists the messages in red.
         */
        post: operations["startPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password/confirm-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the reset OTP
         * @description Who calls it: a guest in the forgot-password OTP popup (no token), with the reset `token`.
         *     What the server must do: check the OTP for this reset session.
         *     Screens: 200 (unless `success` is false) opens the new-password popup; 422 lists the messages in
         *     red. The specification does not show this answer; see `Acknowledgement`.
         */
        post: operations["confirmResetOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password/confirm-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the new password after a reset
         * @description Who calls it: a guest in the forgot-password new-password popup (no token), with the reset `token` and OTP.
         *     What the server must do: set the new password when the reset session and OTP are valid and the
         *     passwords match.
         *     Screens: 200 (unless `success` is false) shows the completion popup with a button to `/login`;
         *     422 lists the messages in red. The specification does not show this answer.
         */
        post: operations["confirmResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration step 1 - phone number
         * @description Who calls it: a guest in registration step 1 (no token), with the affiliate or referral key
         *     from the cookies.
         *     What the server must do: start a registration for `phone`. `no_otp` is true when the deployment
         *     skips SMS (the default: `features.realOtp` false) and false when it sends a real OTP
         *     (`features.realOtp` true); in that case send the SMS.
         *     Screens: on 200 the UI either calls `registerOtp` at once with the placeholder OTP `0000` and
         *     `bypass: true` (no_otp true), or opens the OTP popup (no_otp false). 422 lists the messages in
         *     red under the phone. The specification does not show this answer.
         */
        post: operations["registerPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration step 1b - confirm OTP and get a temporary token
         * @description Who calls it: a guest registering (no token): right after `registerPhone` with `0000` and
         *     `bypass: true`, or with the code the player typed in real-OTP mode.
         *     What the server must do: confirm the OTP (or accept the bypass) and return a temporary
         *     `access_token` for the remaining registration steps.
         *     Screens: 200 opens the password step. The UI keeps the temporary token as the bearer for
         *     `registerPassword` and `registerBankAccount` and drops it when the bank step succeeds (the
         *     registration session `token` from `registerPhone` is dropped once the password is set).
         */
        post: operations["registerOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration step 2 - set the password
         * @description Who calls it: a registrant with the temporary token from `registerOtp` as the bearer.
         *     What the server must do: set the new member's password when it meets the rules and matches
         *     `password_confirmation`.
         *     Screens: 200 opens the bank-account step; 422 lists the messages in
         *     red. 401 means the temporary token was refused. The specification does not show this answer.
         */
        post: operations["registerPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration step 3 - bank account
         * @description Who calls it: (1) a registrant in step 3 with the temporary token from `registerOtp`; (2) a
         *     logged-in member without a bank account, from the add-bank button of the deposit, withdraw or
         *     info popup, with their session token. Both send the same body.
         *     What the server must do: register the account deposits must come from and withdrawals go to, for
         *     the member the bearer identifies.
         *     Screens: 200: for a registrant the final popup, then an automatic
         *     login with the phone and password kept from this registration; for a member the profile is
         *     refetched and the popup they came from reopens. 422 lists the messages under the fields. The
         *     specification does not show this answer.
         */
        post: operations["registerBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/deposit/payment-gateway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment-gateway (QR) deposit
         * @description Who calls it: a member submitting the deposit form when the profile's `payment_gateway_status`
         *     is true (session token).
         *     What the server must do: create a pending deposit and return it with a QR code (`qr_code`: a PNG
         *     data URI or an EMV/PromptPay payload) and reference.
         *     Screens: 200 opens the deposit process popup with a 15-minute countdown and polls the profile every
         *     10 s until the request id appears in `completed_requests`; when the countdown ends the UI calls
         *     `cancelDeposit`. 422 shows the messages in the form's red alert.
         */
        post: operations["createGatewayDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/deposit/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a bank-transfer deposit
         * @description Who calls it: a member submitting the deposit form when the profile's `payment_gateway_status`
         *     is false (session token).
         *     What the server must do: create a pending deposit; the player then transfers `amount` from the
         *     registered account to the profile's `to_bank`, `to_account_number` and `to_name`.
         *     Screens: same countdown, polling and cancel as `createGatewayDeposit`; 422 shows the messages in
         *     the form's red alert.
         */
        post: operations["prepareBankDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/deposit/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending deposit
         * @description Who calls it: a member's UI when the 15-minute deposit countdown ends, or the player cancels
         *     (session token). No body.
         *     What the server must do: cancel pending deposit `id` if it can still be cancelled.
         *     Screens: on success the "deposit ended" dialog; on failure "deposit transaction timed out" or the
         *     first server message from `errors.error`. The specification does not show this answer.
         */
        post: operations["cancelDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a withdrawal
         * @description Who calls it: a member submitting the withdraw form (session token).
         *     What the server must do: create a pending withdrawal of `amount` to the registered bank account,
         *     or refuse (e.g. "customer has never deposited").
         *     Screens: 200 opens the withdraw process popup with a 30-minute countdown and polls the profile
         *     every 10 s until the request id appears in `completed_requests`; there is no cancel call. 422
         *     shows the messages in the form's red alert.
         */
        post: operations["createWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/postback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report a deposit to the ad tracker
         * @description Who calls it: the lobby, just before a deposit, when the `adskeeper` cookie holds a click id.
         *     Served from the site root (`/postback`), not under `/lobby/api`; usually the ad tracker, not
         *     the lobby backend.
         *     What the server must do: record the event. The answer is ignored by the UI, so any 200 body passes.
         */
        get: operations["sendPostback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the game catalogue (providers and games)
         * @description Not shown in the product specification: the lobby's slot, casino and fish grids, provider
         *     pages, search and recommended lists need a catalogue, so the contract adds this call.
         *     Who calls it: everyone (guest or member), no token, once per session.
         *     What the server must do: return every provider and game in one response (about 2,000
         *     games). Screens: the UI caches it,
         *     filters by category and provider, searches `name` and `name_th`, sorts by `popularity`,
         *     and launches games with `launchGame` using `provider` and `code`. Inactive providers and
         *     games flagged `maintenance` are shown greyed out and cannot be launched.
         */
        get: operations["getCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/events/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate an event bonus
         * @description Not shown in the product specification: the specification says activation takes the event
         *     id and bonus but does not give the path, so the contract proposes this one.
         *     Who calls it: a member (session token), from the activities tab's get-bonus button for an
         *     event with `activated` false.
         *     What the server must do: credit the event's bonus once and mark the event activated.
         *     Screens: the result is not shown; the UI refetches the profile so the event shows
         *     "received bonus". 422 for an unknown event or a bonus that does not match it.
         */
        post: operations["activateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store this device's Web Push subscription
         * @description Not shown in the product specification ("push-messaging setup exists (details not shown)"):
         *     the lobby sends a deposit credited, a withdrawal paid or failed, a new promotion or an
         *     announcement to a player whose lobby is closed, so the server must know where to push.
         *     Who calls it: a member (session token) who turned notifications on (the member centre's
         *     switch, or "yes" to the lobby's own question after a first completed deposit) and whose
         *     browser granted permission. The body is the browser's `PushSubscription` (`endpoint`, `keys`).
         *     What the server must do: store the subscription for this member (one member, many devices;
         *     the same endpoint twice is one subscription) and send it `PushPayload` messages (see
         *     `webhooks.pushMessage`) signed with the VAPID key pair whose public key is in the lobby's
         *     runtime config. Screens: the switch shows "on"; a refusal turns it back off with the usual message.
         */
        post: operations["createPushSubscription"];
        /**
         * Forget this device's Web Push subscription
         * @description Not shown in the product specification (see `createPushSubscription`).
         *     Who calls it: a member (session token) who turns notifications off, and the lobby at logout
         *     on a device that has a subscription (before the token is dropped), so a shared phone stops
         *     receiving the previous player's messages.
         *     What the server must do: forget the subscription with this `endpoint` for this member; an
         *     endpoint it does not know is already forgotten (200). Screens: none (the switch shows "off").
         */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    pushMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Web Push message to a member's device
         * @description Not an HTTP call to the lobby: the payload a server encrypts (RFC 8291, aes128gcm) and sends
         *     through the push service at a stored subscription's `endpoint` (e.g. with the `web-push`
         *     library, docs/backend-teams.md). The lobby's service worker reads it, checks it against
         *     `PushPayload` (a message it cannot read shows nothing and is logged) and shows a notification
         *     in the player's language with the brand's icon; a tap opens `path` (a `/lobby/` path on the
         *     lobby's own origin; anything else opens the home page).
         */
        post: operations["pushMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description Lower-case code of a bank offered at registration. Display code lookups also accept
         *     `tmb` (same bank as `ttb`, code 011) and `tbank`.
         * @enum {string}
         */
        BankCode: "kbank" | "scb" | "bbl" | "bay" | "ktb" | "ttb" | "gsb" | "baac" | "uob" | "tisco" | "cimb" | "lhb" | "ghb" | "kk";
        /** @description The logged-in member, as returned under `data` by `getProfile`. */
        Profile: {
            phone: string;
            /** @description Customer id (game username). Null until the first deposit; the UI shows "waiting for deposit". */
            username: string | null;
            /** @description The member's current password; the info tab shows it with a copy button. */
            password: string;
            /** @description Bank account holder name; null before a bank account is registered. */
            name: string | null;
            /** @description Registered bank code (lower case, e.g. `kbank`; `tmb` and `tbank` also occur). Null when no bank is registered, which blocks deposit and withdraw. */
            bank: string | null;
            account_number: string | null;
            /** @description Bank code of the destination account for bank-transfer deposits. */
            to_bank: string | null;
            to_account_number: string | null;
            to_name: string | null;
            /** @description Payee name shown under the deposit QR code. */
            qr_code_name: string | null;
            /** @description True sends deposits through the payment gateway (QR); false through bank transfer. */
            payment_gateway_status: boolean;
            /** @description Promotion id (as a string key) to promotion name. */
            promotion_ids: {
                [key: string]: string;
            };
            /** @description Promotions the member can pick when depositing. */
            promotions: components["schemas"]["Promotion"][];
            current_promotion: components["schemas"]["CurrentPromotion"] | null;
            pending_request: components["schemas"]["PendingRequest"] | null;
            /** @description Recently finished deposit/withdraw requests; the UI matches them by id and type against the pending request. */
            completed_requests: components["schemas"]["CompletedRequest"][];
            /** @description Extension (optional): the specification lists history items but not where they come from; the info popup's history tab reads them here. Absent shows 'no item'. */
            history?: components["schemas"]["HistoryItem"][];
            events: components["schemas"]["Event"][];
            /** @description Game wallets; the first item's `credit` is the credit shown to the player. */
            games: components["schemas"]["GameCredit"][];
            /** @description 0 when no credit check runs (done); any other value while one runs (the specification says only that 0 means done). */
            credit_checking: number;
            /** @description Token scopes; the UI does not interpret them. */
            scopes?: string[];
            /** @description Extension (optional, unused by the UI, which reads the key from `getReferral`). */
            referral_key?: string;
        };
        GameCredit: {
            /** @description Credit in baht. */
            credit: number;
        };
        /** @description What the promotion picker shows. */
        PromotionSummary: {
            /** @description Ids stay below 2^53 (JavaScript's exact integers); a larger one is refused, never rounded to another id. */
            id: number;
            name: string;
            /** Format: uri-reference */
            image_url: string;
        };
        /** @description A promotion offered at deposit. `id`, `name` and `image_url` are required; the six terms are optional (the specification lists them on the Promotion entity but the profile's `promotions` as name and image_url only): a missing term displays as "none", like 0. */
        Promotion: components["schemas"]["PromotionSummary"] & {
            bonus_max?: number;
            bonus_fixed?: number;
            bonus_percent?: number;
            /** @description Shown as both the minimum and the maximum deposit. */
            deposit_max?: number;
            /** @description Turnover multiplier. */
            turnover?: number;
            turnover_max?: number;
        };
        CurrentPromotion: {
            name: string;
            turnover: number;
            turnover_needed: number;
            /** @description YYYY-MM-DD HH:MM:SS. */
            turnover_updated_at: string;
        };
        PendingRequest: {
            /** @description Ids stay below 2^53 (JavaScript's exact integers); a larger one is refused, never rounded to another id. */
            id: number;
            /** @enum {string} */
            type: "deposit" | "withdraw";
            amount: number;
            created_at: string;
            /** @description Payment reference shown in the QR view. */
            ref?: string | null;
            /**
             * @description Gateway deposits only. Either a base64 image data URI (`data:image/png;base64,...`), shown
             *     as an image, or a QR payload string (e.g. an EMVCo/PromptPay string starting `000201`),
             *     which the UI renders as a QR code.
             */
            qr_code?: string | null;
        };
        /** @description Extension: the specification does not show the deposit/withdraw creation answer. On `success: true` the UI needs `data.id` (and `data.qr_code` / `data.ref` for gateway deposits) to open the process popup and match the request in `completed_requests`; on `success: false` it shows `msg` under the form. */
        PendingRequestResponse: {
            success: boolean;
            data?: components["schemas"]["PendingRequest"];
            msg?: string;
        };
        CompletedRequest: {
            /** @description Ids stay below 2^53 (JavaScript's exact integers); a larger one is refused, never rounded to another id. */
            id: number;
            /** @enum {string} */
            type: "deposit" | "withdraw";
            /** @description `completed` on success; anything else (e.g. `deleted`) is a failure explained by `deleted_cause`. */
            status: string;
            amount: number;
            deleted_cause?: string | null;
        };
        HistoryItem: {
            /** @description Ids stay below 2^53 (JavaScript's exact integers); a larger one is refused, never rounded to another id. */
            id: number;
            /**
             * @description `deposit` or `withdraw`; the specification does not list the types, so any other one a
             *     back office records (e.g. `refund`, `bonus`, `adjust`) is accepted and shown with a neutral
             *     "other" label, its amount and status: a money history shows every item it is sent.
             * @example deposit
             * @example withdraw
             * @example refund
             */
            type: string;
            amount: number;
            bonus: number;
            /** @description `completed`, or another status shown with `deleted_cause`. */
            status: string;
            deleted_cause?: string | null;
            deleted_at?: string | null;
            /** @description Extension (optional): the history date column; not among the specification's history fields. Absent shows '-'. */
            created_at?: string;
            /** @description Extension (optional): the request's reference as the pending request carried it (`ref`), what the player quotes to support. Absent or null shows the id (`#8801`). */
            ref?: string | null;
        };
        Event: {
            /** @description Ids stay below 2^53 (JavaScript's exact integers); a larger one is refused, never rounded to another id. */
            id: number;
            name: string;
            bonus: number;
            /** @description True once the bonus was received. */
            activated: boolean;
        };
        ReferralEntry: {
            /** @description When the friend joined (YYYY-MM-DD, optionally with HH:MM:SS). */
            start_at: string;
            username: string;
            /** @description Bonus received from this friend, in baht. */
            amount: number;
        };
        MlmReferrals: {
            level_1: components["schemas"]["ReferralEntry"][];
            level_2: components["schemas"]["ReferralEntry"][];
            level_3: components["schemas"]["ReferralEntry"][];
        };
        ReferralInfo: {
            customer: {
                /** @description Appended to the site's referral link base. */
                referral_key: string;
                bonus_referral_total: number;
                bonus_referral_pending: number;
            };
            bonus: {
                /** @description Minimum pending bonus that can be withdrawn. */
                bonus_turnover: number;
            };
            mlm_percent: {
                level_1: number;
                level_2: number;
                level_3: number;
            };
            customer_win_loses: {
                /** @description Friends' total win/loss; the UI shows 0.0 when it is not positive. */
                total: number;
            };
            customer_referrals: components["schemas"]["ReferralEntry"][];
            mlm_referrals: components["schemas"]["MlmReferrals"];
        };
        Notification: {
            /** @description Extension (optional): not in the specification; unused by the UI. */
            id?: number;
            /** @description Extension (optional): not in the specification; the popup falls back to its own "announcement" title. */
            title?: string;
            /** @description HTML from the back office. Untrusted; sanitise before rendering. */
            content: string;
            /** Format: uri-reference */
            img: string | null;
            /**
             * @description 1 popup, 2 banner.
             * @enum {integer}
             */
            active: 1 | 2;
        };
        Provider: {
            /** @description Used in `launchGame` (e.g. `pgsoft`). */
            code: string;
            name: string;
            category: components["schemas"]["GameCategory"];
            /** Format: uri-reference */
            logo: string;
            active: boolean;
        };
        Game: {
            /** @description Used in `launchGame`; unique within its provider. */
            code: string;
            name: string;
            /** @description Thai name players search for, when there is one. */
            name_th?: string;
            /** @description Provider `code`. */
            provider: string;
            category: components["schemas"]["GameCategory"];
            /** Format: uri-reference */
            thumbnail: string;
            flags: ("new" | "hot" | "recommended" | "maintenance")[];
            /** @description Higher is more popular; used for sorting. */
            popularity: number;
        };
        /** @enum {string} */
        GameCategory: "slot" | "casino" | "fish" | "sport";
        Catalogue: {
            providers: components["schemas"]["Provider"][];
            games: components["schemas"]["Game"][];
        };
        LoginRequest: {
            phone: string;
            password: string;
        };
        TokenResponse: {
            access_token: string;
            /** @description Not in the specification and ignored by the UI (e.g. `bearer`); optional. */
            token_type?: string;
            /** @description Lifetime in seconds; the UI expires its cookie at now + expires_in. */
            expires_in: number;
        };
        SuccessResponse: {
            success: boolean;
            /** @description Human-readable result, shown on failure. */
            msg?: string;
        };
        /** @description Like SuccessResponse, but `msg` is always present because the UI shows it. */
        SuccessWithMessage: {
            success: boolean;
            msg: string;
        };
        /** @description 422 body, as wide as the UI reads it (R-ERR-4): messages come from `errors.{field}` (a list or a single string), `errors.error` (messages that belong to no field, e.g. business rules), then `error`, then `message`. At least one of `message`, `error` or `errors` must be present. */
        ValidationError: {
            message?: string;
            error?: string;
            errors?: {
                [key: string]: string[] | string;
            };
        } | unknown | unknown | unknown;
        /** @description Server error body. Nothing is required; the UI reads `message`, `error` or `errors` when present. */
        ErrorBody: {
            message?: string;
            error?: string;
            errors?: {
                [key: string]: string[] | string;
            };
        };
        Unauthenticated: {
            /** @enum {string} */
            message: "Unauthenticated.";
        };
        /** @description Temporary token for the remaining registration steps. The specification gives only `access_token`. */
        RegistrationToken: {
            access_token: string;
            /** @description Optional; ignored by the UI. */
            token_type?: string;
            /** @description Optional; ignored by the UI (the temporary token is dropped after the bank step). */
            expires_in?: number;
        };
        /** @description Extension: the specification does not show this answer. Any 200 means done for the registration steps and the cancel; the reset steps also read `success: false` as a refusal and show `msg`. */
        Acknowledgement: {
            success?: boolean;
            msg?: string;
        };
        /**
         * Format: uri
         * @description Extension: the push service URL from the browser's PushSubscription (https only).
         */
        PushEndpoint: string;
        /** @description Extension: a browser's PushSubscription as `toJSON()` gives it, without `expirationTime`. */
        PushSubscription: {
            endpoint: components["schemas"]["PushEndpoint"];
            keys: {
                /** @description The device's P-256 public key, base64url (65 bytes). */
                p256dh: string;
                /** @description The 16-byte authentication secret, base64url. */
                auth: string;
            };
        };
        /** @description Extension: a notification's title and body in one language, plain text. */
        PushText: {
            title: string;
            body: string;
        };
        /**
         * @description Extension: a Web Push message's JSON (see `webhooks.pushMessage`). `type` is the key the
         *     service worker translates (th/en/cn) with `params`; `text` (title and body per language, Thai
         *     required, English and Chinese falling back to Thai) replaces the translation and is required
         *     for `promotion` and `announcement`, whose words come from the back office. Money messages need
         *     `params.amount`. `path` is where a tap opens the lobby (a `/lobby/` path; anything else opens
         *     the home page).
         */
        PushPayload: {
            /** @enum {string} */
            type: "deposit_credited" | "withdrawal_paid" | "withdrawal_failed" | "promotion" | "announcement";
            params?: {
                /** @description Baht, shown with two decimals. */
                amount?: number;
                /** @description The server's reference of the request (as in the history). */
                ref?: string;
            };
            text?: {
                th: components["schemas"]["PushText"];
                en?: components["schemas"]["PushText"];
                cn?: components["schemas"]["PushText"];
            };
            /** @description In-app path to open on a tap, e.g. `/lobby/history` (the history tab) or `/lobby/promotion`. */
            path?: string;
        } & (unknown & unknown);
    };
    responses: {
        /** @description Missing, invalid or expired bearer token. The UI stops polling and logs out. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Unauthenticated"];
            };
        };
        /** @description Missing or unknown phone. */
        PhoneFieldError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description Unknown id. */
        IdFieldError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description Deposit refused (validation or a business rule). */
        DepositRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description Server or gateway failure (any 5XX). The UI shows its generic server-error notice and reads `message`, `error` or `errors` for logs. Any status the operation does not list (404, 400, 201, ...) is a contract violation. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /**
         * @description The member's phone number (profile `phone`).
         * @example 0812345678
         */
        PhoneQuery: string;
        /**
         * @description Numeric id of the bonus, event or request.
         * @example 9001
         */
        IdPath: number;
    };
    requestBodies: {
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        DepositRequest: {
            content: {
                "application/json": {
                    /** @description Baht. The client enforces no minimum or maximum; the backend may. */
                    amount: number;
                    /** @description Id from the profile's `promotions`. Extension: 0 means no promotion (none offered, or the player declined); the specification does not say what to send then. */
                    promotion_id: number;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. The token is valid for `expires_in` seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Wrong phone or password, or missing fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notices, most important first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkCredit: {
        parameters: {
            query: {
                /**
                 * @description The member's phone number (profile `phone`).
                 * @example 0812345678
                 */
                phone: components["parameters"]["PhoneQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a credit check was started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when a check was started and the UI should poll the profile. */
                        credit_success: boolean;
                        msg?: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["PhoneFieldError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkTurnover: {
        parameters: {
            query: {
                /**
                 * @description The member's phone number (profile `phone`).
                 * @example 0812345678
                 */
                phone: components["parameters"]["PhoneQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Turnover check result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when a new credit check was started; the UI polls the profile again. */
                        credit_success: boolean;
                        /** @description False makes the UI show `msg` as a warning. */
                        success: boolean;
                        msg: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["PhoneFieldError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    launchGame: {
        parameters: {
            query: {
                /**
                 * @description True when launched from a mobile device, so the provider serves its mobile client. Extension: the specification shows the flag in the URL; that a server may refuse the call without it (422) is the contract's.
                 * @example true
                 */
                mobile: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description Provider code from the catalogue (e.g. `pgsoft`).
                 * @example pgsoft
                 */
                provider: string;
                /**
                 * @description Game code from the catalogue (e.g. `mahjong-ways`).
                 * @example mahjong-ways
                 */
                game: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Launch result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        /**
                         * Format: uri-reference
                         * @description Game URL to load in the frame; absolute (provider host) or relative.
                         */
                        url?: string;
                        msg?: string;
                        /**
                         * @description Extension (optional): machine-readable refusal reason. `first_deposit_required` (with `msg`) makes the UI show `msg` to the player; without it the UI falls back to matching `msg` text.
                         * @enum {string}
                         */
                        code?: "first_deposit_required";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Missing or invalid `mobile` flag. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReferral: {
        parameters: {
            query?: {
                /**
                 * @description Filter the friend lists to this day (YYYY-MM-DD).
                 * @example 2026-11-20
                 */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Referral details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReferralInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Malformed date. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    withdrawReferralBonus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Result; `msg` is shown on failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessWithMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    claimBonus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id of the bonus, event or request.
                 * @example 9001
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Result; `msg` is shown in a dialog. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessWithMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["IdFieldError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    /** @description 8-15 characters with lower case, upper case and digits (checked by the backend). */
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Wrong old password or invalid new password. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    startPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    /** @description The member's customer id (profile `username`); may be empty when the player only knows the phone. */
                    game_username: string;
                };
            };
        };
        responses: {
            /** @description OTP sent; `token` identifies the reset session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        /** @description Reset session token, sent back with the next two steps. */
                        token: string;
                    };
                };
            };
            /** @description Unknown phone or missing fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmResetOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    game_username: string;
                    token: string;
                    /** @description Extension: the specification makes the OTP a numeric input; 4 to 6 digits is the contract's (the UI's form checks the same). */
                    otp: string;
                };
            };
        };
        responses: {
            /** @description OTP accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            /** @description Wrong or expired OTP. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    game_username: string;
                    token: string;
                    /** @description Extension: the specification makes the OTP a numeric input; 4 to 6 digits is the contract's (the UI's form checks the same). */
                    otp: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Password reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            /** @description Invalid password or expired reset session. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    registerPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    /** @description True skips sending an SMS OTP. */
                    no_otp: boolean;
                    /** @description From the affiliate cookie, when present. */
                    affiliate_key?: string;
                    /** @description From the referral cookie (the referring member's key), when present. */
                    referral_key?: string;
                };
            };
        };
        responses: {
            /** @description Registration started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success?: boolean;
                        /** @description Registration session token, when the backend issues one. */
                        token?: string;
                    };
                };
            };
            /** @description Phone already registered or invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    registerOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    /** @description Extension: the specification makes the OTP a numeric input; 4 to 6 digits is the contract's (the UI's form checks the same). */
                    otp: string;
                    /** @description True when the OTP step was skipped (`no_otp`). */
                    bypass: boolean;
                    /** @description Registration session token from `registerPhone`, when one was issued. */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Temporary token for the remaining registration steps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationToken"];
                };
            };
            /** @description Wrong OTP or invalid phone. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    registerPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description 8-15 characters with lower case, upper case and digits (checked by the backend). */
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Password set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Invalid or mismatched password. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    registerBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    bank: components["schemas"]["BankCode"];
                    /** @description Extension: the specification makes the account number a numeric input; 10 to 15 digits is the contract's (the UI's form checks the same). */
                    account_number: string;
                    /** @description Account holder name; must match the bank's records. */
                    name: string;
                    /** @description LINE id for support contact. */
                    line: string;
                };
            };
        };
        responses: {
            /** @description Bank account registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            /** @description Extension: the specification shows no bearer for this call (it does for register/password); the lobby sends the registrant's temporary token or the member's session token, so a server may refuse the call without one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthenticated"];
                };
            };
            /** @description Invalid bank details. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    createGatewayDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DepositRequest"];
        responses: {
            /** @description Pending deposit created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["DepositRejected"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    prepareBankDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DepositRequest"];
        responses: {
            /** @description Pending deposit created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["DepositRejected"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id of the bonus, event or request.
                 * @example 9001
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deposit cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The deposit can no longer be cancelled. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    createWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Extension: the specification does not give this call's encoding; the lobby sends JSON. */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    /** @description Baht; the form defaults to the integer part of the current credit. */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Pending withdrawal created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Withdrawal refused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendPostback: {
        parameters: {
            query: {
                /**
                 * @description Click id from the `click_id` query parameter, kept in the `adskeeper` cookie.
                 * @example ck_8f2a61
                 */
                c: string;
                /**
                 * @description Event name; always `cashdeposit`.
                 * @example cashdeposit
                 */
                e: "cashdeposit";
                /**
                 * @description Revenue, i.e. the deposit amount in baht.
                 * @example 500
                 */
                r: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Missing or invalid query parameters. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Catalogue"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    activateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id of the bonus, event or request.
                 * @example 9001
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event's bonus amount as shown to the player. */
                    bonus: number;
                };
            };
        };
        responses: {
            /** @description Activation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessWithMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Unknown event or bonus mismatch. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscription"];
            };
        };
        responses: {
            /** @description Subscription stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not a usable subscription (no https endpoint, keys missing). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: components["schemas"]["PushEndpoint"];
                };
            };
        };
        responses: {
            /** @description Subscription forgotten (or was never stored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Endpoint missing. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    pushMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushPayload"];
            };
        };
        responses: {
            /** @description Not answered by the lobby; the push service answers the sender (201 Created). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
