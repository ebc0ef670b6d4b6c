import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from '../../internal/cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

interface ButtonLook {
  /** primary: the one main action; secondary: outlined; quiet: text-like; danger: destructive. */
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Full width of its container. */
  block?: boolean;
}

function buttonClass({ variant = 'primary', size = 'medium', block }: ButtonLook, className?: string) {
  return cx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    className,
  );
}

export type ButtonProps = ButtonLook & ComponentPropsWithRef<'button'>;

/**
 * A native <button>; `type` defaults to "button" so that it never submits a form by accident.
 * It works as soon as it is painted: a submit before the app starts sends its form natively.
 */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

type RouterLinkProps = ButtonLook & LinkProps & { href?: never; newTab?: never };
type AnchorProps = ButtonLook &
  ComponentPropsWithRef<'a'> & {
    href: string;
    to?: never;
    /** Opens in a new tab, with rel="noopener noreferrer". */
    newTab?: boolean;
  };
export type ButtonLinkProps = RouterLinkProps | AnchorProps;

/**
 * A link that looks like a button. With `to` it is a react-router <Link> (client-side
 * navigation inside the site); with `href` a plain <a> (mailto:, tel:, other sites).
 */
export function ButtonLink(props: ButtonLinkProps) {
  if ('to' in props && props.to !== undefined) {
    const { variant, size, block, className, ...link } = props;
    return <Link className={buttonClass({ variant, size, block }, className)} {...link} />;
  }
  const { variant, size, block, className, newTab, ...anchor } = props as AnchorProps;
  return (
    <a
      className={buttonClass({ variant, size, block }, className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...anchor}
    />
  );
}
