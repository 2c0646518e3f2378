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
         * @description Exchanges the player's phone number and password for a bearer token. The body is a
         *     classic HTML form (`application/x-www-form-urlencoded`), not JSON.
         *     The UI stores `access_token` in local storage and a cookie that expires after `expires_in`
         *     seconds, then fetches the profile and goes to `/` (or to the page the guest first asked for).
         *     On 422 the UI shows a red alert plus a notification meaning "phone or password incorrect",
         *     listing the server messages from `errors`.
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
         * @description Returns everything the member screens need in one object under `data`: identity and
         *     password, registered bank, the deposit destination, promotions, the current promotion and
         *     turnover, the pending deposit/withdraw request, recently completed requests, history,
         *     events, game credit (`games[0].credit`) and the credit-check state (`credit_checking`).
         *     The UI fetches it after login, before opening the deposit, withdraw and info popups, every
         *     5 seconds while a credit check runs (until `credit_checking` is 0) and every 10 seconds
         *     while a deposit or withdrawal is pending (until `completed_requests` contains the pending
         *     id). A 401 logs the player out; any other failure sends the UI back to `/`.
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
         * @description Returns the current maintenance or announcement notices. The UI uses only the first item:
         *     `active` 1 shows a closable popup titled "announcement" with `img` and the HTML `content`;
         *     `active` 2 shows an always-visible banner. An empty list shows nothing, and errors are
         *     ignored. `content` is HTML written in the back office and is treated as untrusted: the UI
         *     sanitises it before rendering.
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
         * @description Asks the backend to refresh the member's credit from the game providers. When
         *     `credit_success` is true the UI polls the profile every 5 seconds until `credit_checking`
         *     is 0, then reads `games[0].credit` and shows "เช็คเครดิตเรียบร้อย". After three unfinished
         *     polls it stops with the timeout notice. When `credit_success` is false nothing starts and
         *     the UI resets the check state.
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
         * @description Runs after a credit check completes. If the member's credit is low enough the backend clears
         *     the current promotion's turnover. `success` false makes the UI show `msg` as a warning.
         *     `credit_success` true means the backend started another credit check: the UI restarts
         *     polling with the notice "checking credit...".
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
         * @description Returns the URL that starts `game` of `provider` for the logged-in member. The UI opens it
         *     in an embedded frame 700 px high. The UI does not call this when credit is 1 baht or less.
         *     On `success` false nothing is shown to the player (the message is only logged).
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
         * @description Returns the member's referral key, bonus totals, per-level percentages, the friends' win/loss
         *     total and the referred friends (direct and per level). With `date` the friend lists are
         *     filtered to that day; the UI only sends the call with a date once one is picked. The UI
         *     shows `customer_win_loses.total` (0.0 when not positive) and the lists in the referral tab.
         *     Errors are only logged.
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
         * @description Moves `bonus_referral_pending` into the member's game credit (allowed once it reaches
         *     `bonus_turnover`). No body. On `success` true the UI shows "bonus withdrawn successfully",
         *     otherwise `msg` in a dialog; the profile is reloaded either way.
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
         * @description Claims bonus `id` for the member. No body. The UI refetches the profile and shows `msg`
         *     in a dialog.
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
         * @description Changes the member's password. The backend checks `old_password` and that `password`
         *     equals `password_confirmation`. On `success` true the UI closes the form and shows a
         *     success notice; 422 messages are listed in red under the fields.
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
         * @description Step 1 of the reset: the player enters a phone number; the backend finds the account
         *     (`game_username` identifies it) and sends an OTP by SMS. The UI keeps the returned `token`
         *     and opens the OTP popup.
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
         * @description Step 2 of the reset: checks the OTP the player received. On `success` true the UI opens
         *     the new-password popup; 422 messages are listed in red.
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
         * @description Step 3 of the reset: sets the new password. On `success` true the UI shows the completion
         *     popup with a button to `/login`.
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
         * @description Starts a registration for `phone`. The UI always sends `no_otp: true` (OTP is skipped) and
         *     the affiliate or referral key taken from the cookies. On `success` true the UI immediately
         *     calls `registerOtp` with the placeholder OTP `0000` and `bypass: true`.
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
         * @description Confirms the registration OTP (the UI sends `0000` with `bypass: true`) and returns a
         *     temporary `access_token`. The UI uses that token only for `registerPassword` and
         *     `registerBankAccount`, then clears it once the password is set.
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
         * @description Sets the new member's password. Authenticated with the temporary `access_token` from
         *     `registerOtp`. On `success` true the UI clears the temporary token and opens the bank
         *     account step.
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
         * @description Registers the account deposits must come from and withdrawals go to. Authenticated with the
         *     temporary token. On `success` true the UI shows the final popup and, if it still holds the
         *     phone and password, logs the member in automatically.
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
         * @description Used when the profile's `payment_gateway_status` is true. Creates a pending deposit and
         *     returns it with a QR code (`qr_code`, either a PNG data URI or an EMV/PromptPay payload)
         *     and reference. The UI opens the deposit process popup with a 15-minute countdown and polls
         *     the profile every 10 seconds until the request id appears in `completed_requests`.
         *     When the countdown ends the UI cancels it with `cancelDeposit`.
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
         * @description Used when the profile's `payment_gateway_status` is false. Creates a pending deposit; the
         *     player then transfers `amount` from the registered account to the profile's `to_bank`,
         *     `to_account_number` and `to_name`. Same countdown, polling and cancel behaviour as
         *     `createGatewayDeposit`.
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
         * @description Cancels pending deposit `id`. The UI calls it when the 15-minute countdown ends or the
         *     player cancels. On failure it shows "deposit transaction timed out" or the first server
         *     error from `errors.error`.
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
         * @description Creates a pending withdrawal of `amount` to the member's registered bank account. The UI
         *     opens the withdraw process popup with a 30-minute countdown and polls the profile every 10
         *     seconds until the request id appears in `completed_requests`. There is no cancel call.
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
         * @description Served from the site root (`/postback`), not under `/lobby/api`. Sent just before a deposit
         *     when the `adskeeper` cookie holds a click id. The answer is ignored by the UI.
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
         *     Returns every provider and game in one response (about 2,000 games); the UI caches it,
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
         *     id and bonus but does not give the path, so the contract proposes this one. Called from the
         *     activities tab's get-bonus button for an event with `activated` false. The UI does not show
         *     the result; it refetches the profile so the event shows "received bonus".
         */
        post: operations["activateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
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
            history: components["schemas"]["HistoryItem"][];
            events: components["schemas"]["Event"][];
            /** @description Game wallets; the first item's `credit` is the credit shown to the player. */
            games: components["schemas"]["GameCredit"][];
            /**
             * @description 1 while a credit check runs; 0 when done.
             * @enum {integer}
             */
            credit_checking: 0 | 1;
            /** @description Token scopes; the UI does not interpret them. */
            scopes?: string[];
            /** @description The member's own referral key. */
            referral_key?: string;
        };
        GameCredit: {
            /** @description Credit in baht. */
            credit: number;
        };
        /** @description What the promotion picker shows. */
        PromotionSummary: {
            id: number;
            name: string;
            /** Format: uri-reference */
            image_url: string;
        };
        /** @description A promotion with its terms. A value of 0 displays as "none". */
        Promotion: components["schemas"]["PromotionSummary"] & {
            bonus_max: number;
            bonus_fixed: number;
            bonus_percent: number;
            /** @description Shown as both the minimum and the maximum deposit. */
            deposit_max: number;
            /** @description Turnover multiplier. */
            turnover: number;
            turnover_max: number;
        };
        CurrentPromotion: {
            name: string;
            turnover: number;
            turnover_needed: number;
            /** @description YYYY-MM-DD HH:MM:SS. */
            turnover_updated_at: string;
        };
        PendingRequest: {
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
        PendingRequestResponse: {
            success: boolean;
            data: components["schemas"]["PendingRequest"];
            msg?: string;
        };
        CompletedRequest: {
            id: number;
            /** @enum {string} */
            type: "deposit" | "withdraw";
            /** @description `completed` on success; anything else (e.g. `deleted`) is a failure explained by `deleted_cause`. */
            status: string;
            amount: number;
            deleted_cause?: string | null;
        };
        HistoryItem: {
            id: number;
            /** @enum {string} */
            type: "deposit" | "withdraw";
            amount: number;
            bonus: number;
            /** @description `completed`, or another status shown with `deleted_cause`. */
            status: string;
            deleted_cause?: string | null;
            deleted_at?: string | null;
            created_at?: string;
        };
        Event: {
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
            id: number;
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
            /** @enum {string} */
            token_type: "bearer";
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
        /**
         * @description 422 body. `errors` maps a field name to its messages; `errors.error` holds messages that
         *     belong to no field (business rules).
         */
        ValidationError: {
            message: string;
            errors: {
                error?: string[];
            } & {
                [key: string]: string[];
            };
        };
        /** @description Other error shapes the UI reads, in this order - `errors`, `error`, `message`. */
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
        /** @description Any other failure (server error, gateway error). The UI reads `message`, `error` or `errors`. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
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
        DepositRequest: {
            content: {
                "application/json": {
                    /** @description Baht. The client enforces no minimum or maximum; the backend may. */
                    amount: number;
                    /** @description Id from the profile's `promotions`; 0 means no promotion. */
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    launchGame: {
        parameters: {
            query: {
                /**
                 * @description True when launched from a mobile device, so the provider serves its mobile client.
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    startPasswordReset: {
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    confirmResetOtp: {
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
                    game_username: string;
                    token: string;
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
                    "application/json": components["schemas"]["SuccessResponse"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    confirmResetPassword: {
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
                    game_username: string;
                    token: string;
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
                    "application/json": components["schemas"]["SuccessResponse"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    registerPhone: {
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
                        success: boolean;
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
            default: components["responses"]["UnexpectedError"];
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
                    "application/json": components["schemas"]["TokenResponse"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    registerPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                    "application/json": components["schemas"]["SuccessResponse"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    registerBankAccount: {
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
                    bank: components["schemas"]["BankCode"];
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
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Invalid bank details. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
                    "application/json": components["schemas"]["SuccessResponse"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
    createWithdraw: {
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
            default: components["responses"]["UnexpectedError"];
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
                    "application/json": {
                        ok: boolean;
                    };
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
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
            default: components["responses"]["UnexpectedError"];
        };
    };
}
