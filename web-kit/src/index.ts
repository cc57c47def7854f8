export {
  createErrorReporter,
  leaveFor,
  navigateTo,
  pushDataLayer,
  replaceUrl,
  type DataLayerTarget,
  type ReportError,
} from './effects';
export { afterNextPaint, mountInStages, mountRoot, nextTask } from './mount-root';
export { LockIcon, PersonIcon, SearchIcon } from './icons';
export { PageLink } from './page-link';
export { LinkedText, type TextLink } from './linked-text';
export { loadRuntimeConfig } from './runtime-config';
export { createScriptBotCheck, type BotCheck } from './script-bot-check';
export { ensureStyles } from './styles';
export { comboboxStyles, formStyles } from './form-styles';
export { PLACE_LIST_LIMIT, PlaceCombobox } from './place-combobox';
export type { PlaceComboboxWords, PlaceOption } from './place-combobox';
export { useApi, useModule, type ApiState } from './use-api';
export {
  cutOffOf,
  timeLeft,
  useDeliveryEstimate,
  type DeliveryEstimateView,
  type LoadDeliveryEstimate,
  type TimeLeft,
} from './use-delivery-estimate';
export { useSessionUser } from './use-session-user';
export {
  describedBy,
  FieldFrame,
  TextField,
  type FieldProps,
  type TextFieldProps,
} from './text-field';
export { catalogueProblems, untranslated, type Catalogue } from './catalogue-checks';
export {
  ADDRESS_WORDS,
  AddressFields,
  withAddressValidity,
  type AddressFieldsProps,
  type AddressLists,
  type AddressWordKey,
  type AddressWords,
} from './address-fields';
export { ADDRESS_CATALOGUES, addressWordsFor } from './address-words';
export { StartStatus, useRemoteStart, type RemoteStart } from './remote-start';
export { RetryAlert } from './retry-alert';
export { createWindowBus } from './window-bus';
export { lazyWebStorage, openWebStorage, webStorage, type WebStorageKind } from './web-storage';
export { showToast, type Toast } from './toasts';
export { lazyTranslators, type CatalogueLoader, type StartWords } from './lazy-catalogues';
export { lazyPort, type LazyPort } from './lazy-port';
export { announceSession, standalonePage, type StandalonePage } from './standalone';
export {
  createSharedSingletonsPlugin,
  SHARED_SINGLETONS_PLUGIN,
  type SharedSingletonsReporter,
} from './federation/shared-singletons';
export { provideRuntimeCore, RUNTIME_CORE_GLOBAL } from './federation/provide-runtime-core';
