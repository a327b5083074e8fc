export { IconButton, type IconButtonProps } from './icon-button';
export { CheckIcon, ChevronDownIcon, CloseIcon, EyeIcon, EyeOffIcon, InfoIcon, RetryIcon, WarningIcon } from './icons';
