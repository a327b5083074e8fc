export { Button, type ButtonProps, type ButtonVariants, buttonVariants } from './button';
