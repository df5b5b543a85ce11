import type { ComponentProps } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * The staff area's buttons. Variants and sizes are complete class lists (CONVENTIONS practice 5),
 * and no two lists set the same property: cn() only joins, it does not resolve conflicts, so a
 * caller's `className` is for placement alone (margin, width, grid cell), never colour, size or
 * padding: those are a variant or a size. Every size is a target of at least 36 px.
 */
export type ButtonVariant = "primary" | "secondary" | "danger";
export type ButtonSize = "default" | "small";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const variantClasses: Record<ButtonVariant, string> = {
  primary: "bg-brand-deep text-white hover:bg-brand-teal",
  secondary: "bg-surface text-teal-deep ring-1 ring-teal-deep/30 hover:bg-mint",
  danger: "bg-brand-coral text-white hover:bg-brand-coral-hover",
};
const sizeClasses: Record<ButtonSize, string> = {
  default: "min-h-11 px-5",
  small: "min-h-9 px-3 text-sm",
};

type Look = { variant?: ButtonVariant; size?: ButtonSize };

/** A button's or a link button's classes: for an element the kit does not render itself. */
export const buttonClasses = ({ variant = "primary", size = "default" }: Look = {}) =>
  cn(base, variantClasses[variant], sizeClasses[size]) ?? "";

type ButtonProps = Look & Omit<ComponentProps<"button">, "type"> & { type: "button" | "submit" };

export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type} {...props} className={cn(buttonClasses({ variant, size }), className)} />;
}

/** A link that looks like a button: for a GET (a page, a download, a confirmation step). */
export function LinkButton({ variant = "secondary", size, className, children, ...props }: Look & ComponentProps<"a">) {
  return (
    <a className={cn(buttonClasses({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
