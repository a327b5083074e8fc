export { IconButton, type IconButtonProps } from './icon-button';
export { CheckIcon, ChevronDownIcon, CloseIcon, CopyIcon, EyeIcon, EyeOffIcon, InfoIcon, RetryIcon, WarningIcon } from './icons';
