// Class names: clsx for conditions, tailwind-merge so a caller's class overrides a default one.
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
