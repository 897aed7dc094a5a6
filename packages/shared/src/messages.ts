/**
 * Stable message codes of the wire contract (architecture §4). The web app translates them;
 * the spec's own spellings (typos included) are kept where §7/§8 name them.
 */
export const MSG = {
  // generic
  fillAllFields: 'fill_all_fields',
  required: 'required',
  invalidValue: 'invalid_value',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  tooManyRequests: 'too_many_requests',
  internalError: 'internal_error',
  // accounts
  invalidEmail: 'invalid_email',
  passwordMismatch: 'password_mismatch',
  passwordTooShort: 'password_too_short',
  passwordTooLong: 'password_too_long',
  onlyLatinLetters: 'only_latin_letters',
  onlyGeorgianLetters: 'only_georgian_letters',
  phoneNineDigits: 'phone_must_be_9_digits',
  personalIdElevenDigits: 'personal_id_must_be_11_digits',
  passportNumberInvalid: 'passport_number_invalid',
  /** A Georgian tax number: 11 digits (a personal number) or 9 (a tax id). */
  taxNumberInvalid: 'tax_number_invalid',
  /** Only a foreign citizen keeps a tax number of its own: a citizen's personal number already is one. */
  taxNumberForeignOnly: 'tax_number_foreign_citizens_only',
  orgIdNineDigits: 'org_id_must_be_9_digits',
  orgNameInvalid: 'org_name_invalid',
  invalidCity: 'invalid_city',
  invalidBranch: 'invalid_branch',
  chooseBranch: 'choose_branch',
  termsRequired: 'terms_required',
  registryExtractRequired: 'registry_extract_required',
  emailAlreadyRegistered: 'email_or_user_id_already_registred',
  personalIdAlreadyRegistered: 'passport_id_already_registred',
  incorrectCredentials: 'incorrect_password_or_ax_code',
  emailNotFound: 'email_not_found',
  oldPasswordIncorrect: 'old_password_incorrect',
  resetLinkInvalid: 'reset_link_invalid',
  // files
  incorrectFileType: 'INCORECT_FILE_TYPE',
  fileTooLarge: 'file_too_large',
  fileRequired: 'file_required',
  /** The account's stored files would pass its storage quota (security review finding 6). */
  storageQuotaExceeded: 'storage_quota_exceeded',
  // parcels
  trackingAlreadyAdded: 'tracking_number_already_added',
  trackingLettersDigits: 'tracking_letters_and_digits_only',
  quantityDigits: 'quantity_digits_only',
  quantityCannotBeZero: 'quantity_cannot_be_0',
  amountInvalid: 'amount_invalid',
  amountMustBePositive: 'amount_must_be_positive',
  invalidCurrency: 'invalid_currency',
  invalidCategory: 'invalid_category',
  invalidCountry: 'invalid_country',
  invalidShop: 'invalid_shop',
  otherShopInvalid: 'other_shop_invalid',
  senderNameRequired: 'sender_name_required',
  noteTooLong: 'note_too_long',
  parcelCannotBeEdited: 'parcel_cannot_be_edited',
  parcelCannotBeDeleted: 'parcel_cannot_be_deleted',
  declarationLocked: 'declaration_locked',
  /** A parcel already on a flight moved to a branch of the other city than the flight lands in. */
  branchNotInFlightCity: 'branch_not_in_flight_city',
  // courier (spec §7 codes kept as they are)
  selectFlights: 'select_flights',
  userHasNoProducts: 'user_have_not_products',
  productUnpaid: 'product_unpaid',
  balanceOwed: 'balance_owed',
  addressGeorgianOnly: 'address_georgian_letters',
  // money
  notEnoughMoney: 'not_enough_money_on_balance',
  nothingToPay: 'nothing_to_pay',
  lariInvalid: 'lari_invalid',
  tetriInvalid: 'tetri_invalid',
  /** Charging found no tariff for the parcel's country and tariff type. */
  tariffMissing: 'tariff_missing',
  /** Charging a parcel that is not on a flight or has no customer. */
  parcelNotOnFlight: 'parcel_not_on_flight',
  courierOrderState: 'courier_order_state',
  /** The customer cancels an order a courier has already been assigned to: only the office can now. */
  courierOrderAssigned: 'courier_order_assigned',
  /** The customer cancels an order that is already cancelled (a second tap, another tab). */
  courierOrderCancelled: 'courier_order_already_cancelled',
  // back office (texts in the `admin` dictionary, `errors.*`)
  /** Putting a parcel on a flight to the other city (a Kutaisi parcel on a Tbilisi flight, or the reverse). */
  flightToAnotherCity: 'flight_to_another_city',
  /** Handing over at a branch of the other city than the one the parcel's flight went to. */
  flightNotForThisBranch: 'flight_not_for_this_branch',
  remarkUnknown: 'remark_unknown',
  remarkInUse: 'remark_in_use',
  flightCodeTaken: 'flight_code_taken',
  flightCodeInvalid: 'flight_code_invalid',
  accountNotFound: 'account_not_found',
  axidInvalid: 'axid_invalid',
  weightInvalid: 'weight_invalid',
  dimensionInvalid: 'dimension_invalid',
  rateInvalid: 'rate_invalid',
  ratesSourceFailed: 'rates_source_failed',
  /** A list names the same item twice (a tariff cell, a currency). */
  duplicate: 'duplicate',
  oneRecipientOnly: 'one_recipient_only',
  parcelAlreadyShipped: 'parcel_already_shipped',
  parcelOfAnotherCountry: 'parcel_of_another_country',
  parcelOfAnotherBranch: 'parcel_of_another_branch',
  parcelInCourierOrder: 'parcel_in_courier_order',
  /** A counter payment's amount is not the chosen flights' unpaid total (a charge changed meanwhile). */
  counterAmountChanged: 'counter_amount_changed',
  /** A counter payment's idempotency key already names another customer's or another amount's payment. */
  idempotencyKeyReused: 'idempotency_key_reused',
  parcelNotWeighed: 'parcel_not_weighed',
  alreadyUnidentified: 'already_unidentified',
  /** A rescan's label names another customer than the one the received parcel is booked to. */
  labelOfAnotherCustomer: 'label_of_another_customer',
  /** The pre-flight gate (issue 16 §4): what keeps a parcel from flying. */
  parcelUndeclared: 'parcel_undeclared',
  customsInvoiceMissing: 'customs_invoice_missing',
  taxNumberMissing: 'tax_number_missing',
  reasonRequired: 'reason_required',
  balanceWouldBeNegative: 'balance_would_be_negative',
  /** A manual adjustment above MAX_ADJUSTMENT_TETRI either way (finding 14). */
  adjustmentTooLarge: 'adjustment_too_large',
  /** The balance would exceed MAX_BALANCE_TETRI (finding 14). */
  balanceTooLarge: 'balance_too_large',
  /** Verification is for organisation accounts (type 2) only (finding 8). */
  notAnOrganisation: 'not_an_organisation',
  arrivalBeforeDeparture: 'arrival_before_departure',
  arrivalInFuture: 'arrival_in_future',
  flightAlreadyArrived: 'flight_already_arrived',
  /** A parcel moved meanwhile (another operator's step came first): nothing was changed. */
  parcelStatusChanged: 'parcel_status_changed',
  parcelNotArrived: 'parcel_not_arrived',
  /** `updateStatus` switched on while the declaration deadline has passed. */
  declarationDeadlinePassed: 'declaration_deadline_passed',
  /** A customs rule set may take effect today or later, never in the past: history is not rewritten. */
  customsRulesInPast: 'customs_rules_in_past',
  serviceRulesInPast: 'service_rules_in_past',
  /** Insuring a parcel needs its declared value (amount and currency): the premium is a percent of it. */
  insuranceNeedsValue: 'insurance_needs_value',
  /** Insurance is chosen until the parcel is charged (put on a flight); afterwards it stays as charged. */
  insuranceLocked: 'insurance_locked',
  /** Under the threshold alone, but the customer's parcels from the same shop reach it together. */
  customsGroupFileRequired: 'customs_group_file_required',
  /** On a customs hold after arrival (held, or its receipt not yet accepted): not handed over or delivered. */
  parcelOnCustomsHold: 'parcel_on_customs_hold',
  /** A clearance step on a parcel that is not on hold (never held, or already cleared). */
  customsNotHeld: 'customs_not_held',
  /** A group held for clearance is cleared only once its state-fee receipt is uploaded. */
  customsReceiptMissing: 'customs_receipt_missing',
  /** An undeclared parcel held for staff to decide has no state fee to pay: no receipt to upload. */
  customsReceiptNotNeeded: 'customs_receipt_not_needed',
  // push (issue 19 §2)
  /** The server has no VAPID keys: push is off here. */
  pushUnavailable: 'push_unavailable',
  /** A subscription whose endpoint is not an https URL. */
  pushEndpointInvalid: 'push_endpoint_invalid',
  /** A subscription whose keys are not a P-256 public key (65 bytes) and a 16-byte auth secret. */
  pushKeysInvalid: 'push_keys_invalid',
  /** The endpoint is not at a push service we send to (only the browsers' known push services). */
  pushServiceUnsupported: 'push_service_unsupported',
  // SMS and phone proof (issue 19 §3)
  /** SMS are not sent from this server (no SMS provider configured). */
  smsUnavailable: 'sms_unavailable',
  /** The code typed is not the one sent. */
  phoneCodeWrong: 'phone_code_wrong',
  /** No code is waiting: it expired, was used up by wrong tries, or the number changed since. */
  phoneCodeExpired: 'phone_code_expired',
  // business API (issue 22)
  /** An account may hold 20 live API keys. */
  apiKeyLimit: 'api_key_limit',
  /** A key without the scope the route needs. */
  apiScopeMissing: 'api_scope_missing',
  /** An `Idempotency-Key` header that is empty, too long or not printable ASCII. */
  idempotencyKeyInvalid: 'idempotency_key_invalid',
  /** A request with this `Idempotency-Key` is still being processed. */
  idempotencyKeyInUse: 'idempotency_key_in_use',
  /** A list cursor this API did not give out (or for another list). */
  cursorInvalid: 'cursor_invalid',
  // bulk pre-alert (issue 22 §3)
  /** The uploaded file is neither a CSV (UTF-8) nor an XLSX workbook. */
  bulkFileType: 'bulk_file_type',
  /** The file has a header but no row of data (or no file came at all). */
  bulkFileEmpty: 'bulk_file_empty',
  /** More rows than one file may carry (BULK_PREALERT.maxRows). */
  bulkTooManyRows: 'bulk_too_many_rows',
  /** A required column is missing from the header row; `errors` names each missing column. */
  bulkHeaderMissing: 'bulk_header_missing',
  /** The row repeats a tracking number an earlier row of the same file already declared. */
  bulkTrackingRepeated: 'bulk_tracking_repeated',
  /** A webhook URL that is not an http(s) address (https in production), or carries a user name. */
  webhookUrlInvalid: 'webhook_url_invalid',
  /** Production accepts https endpoints only. */
  webhookHttpsRequired: 'webhook_https_required',
  /** The endpoint's host is (or resolves to) a loopback, private or otherwise non-public address. */
  webhookAddressPrivate: 'webhook_address_private',
  /** The endpoint's host name does not resolve. */
  webhookHostUnknown: 'webhook_host_unknown',
  /** An account may have 10 webhook endpoints. */
  webhookEndpointLimit: 'webhook_endpoint_limit',
  // bill-pay (issue 20 §3)
  /** No customer has this room code. */
  billPayCodeUnknown: 'bill_pay_code_unknown',
  /** The channel's transaction id was credited before with another code or amount. */
  billPayTransactionReused: 'bill_pay_transaction_reused',
  /** The channel never paid with this transaction id. */
  billPayTransactionUnknown: 'bill_pay_transaction_unknown',
  /** The channel called from an address outside its allow-list. */
  billPayAddressRefused: 'bill_pay_address_refused',
  // card gateways (issue 20 §1, §2)
  /** The payment provider did not take the order (down, or refused our credentials): try again or another method. */
  paymentProviderFailed: 'payment_provider_failed',
  /** This top-up method is not offered by this server. */
  paymentMethodUnavailable: 'payment_method_unavailable',
  // pickup passes (issue 21 §1)
  /** No parcel is ready for pickup at that branch (arrived, paid, not held by customs, not with a courier). */
  pickupNothingReady: 'pickup_nothing_ready',
  /** No pass has this code. */
  pickupPassUnknown: 'pickup_pass_unknown',
  /** The pass was used or cancelled: the customer makes a new one. */
  pickupPassUsed: 'pickup_pass_used',
  /** A parcel of the pass is no longer ready (handed over, moved, held): the customer makes a new one. */
  pickupPassStale: 'pickup_pass_stale',
  /** The personal id on the trustee's document is not the one the customer named. */
  pickupTrusteeMismatch: 'pickup_trustee_mismatch',
  /** The pass names no trustee: only its owner collects with it. */
  pickupNoTrustee: 'pickup_no_trustee',
  /** Not one of the day's 15-minute slots within the branch's hours, or already past. */
  pickupSlotInvalid: 'pickup_slot_invalid',
  // weight disputes (issue 21 §2)
  /** Only a parcel at the warehouse abroad (weighed, not yet on a flight) can be disputed. */
  disputeNotInStock: 'dispute_not_in_stock',
  /** The parcel already has a dispute waiting for the warehouse's answer. */
  disputeAlreadyOpen: 'dispute_already_open',
  /** The dispute was answered meanwhile (by another operator). */
  disputeAlreadyAnswered: 'dispute_already_answered',
  /** A flight refuses a parcel whose weight or size the customer disputes until staff answer. */
  parcelDisputed: 'parcel_disputed',
  // claims (issue 21 §3)
  /** Only a parcel handed over (damaged) or on a flight long overdue (missing) may be claimed. */
  claimNotEligible: 'claim_not_eligible',
  /** A damaged parcel's claim window after hand-over has passed. */
  claimWindowPassed: 'claim_window_passed',
  /** A parcel not arrived may be claimed only some days after its flight's estimated arrival. */
  claimTooEarly: 'claim_too_early',
  /** The parcel already has a claim in review. */
  claimOpenExists: 'claim_open_exists',
  /** The claim is no longer in a state that allows this (decided, or already answered). */
  claimStateChanged: 'claim_state_changed',
  /** The amount is above what this claim may be approved for. */
  claimAboveCap: 'claim_above_cap',
  /** A damaged parcel's claim needs at least one photo. */
  claimPhotoRequired: 'claim_photo_required',
  /** The description is too short to review. */
  claimDescriptionTooShort: 'claim_description_too_short',
  /** An answer to staff's request needs a note or a photo. */
  claimInfoEmpty: 'claim_info_empty',
  // success
  phoneCodeSent: 'phone_code_sent',
  phoneVerified: 'phone_verified',
  preferencesSaved: 'preferences_saved',
  signedUp: 'signed_up',
  signedIn: 'signed_in',
  profileUpdated: 'profile_updated',
  passwordChanged: 'password_changed',
  resetLinkSent: 'reset_link_sent',
  operationSucceeded: 'operation_succeeded',
  parcelEdited: 'parcel_edited',
  paymentSucceeded: 'payment_succeeded',
} as const;

export type MessageCode = (typeof MSG)[keyof typeof MSG];

const CODES: ReadonlySet<string> = new Set(Object.values(MSG));

/** Whether a text is one of the codes above (everything the server answers is). */
export const isMessageCode = (text: string): text is MessageCode => CODES.has(text);
