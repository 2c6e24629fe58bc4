import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

// Mantine looks with the router's client-side navigation and preloading.
type AnchorLikeProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };
type ButtonLikeProps = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

const AnchorBase = (props: AnchorLikeProps) => <Anchor component="a" {...props} />;
const ButtonBase = (props: ButtonLikeProps) => <Button component="a" {...props} />;

const CreatedAnchor = createLink(AnchorBase);
const CreatedButton = createLink(ButtonBase);

export const RouterAnchor: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchor preload="intent" {...props} />;
export const RouterButton: LinkComponent<typeof ButtonBase> = (props) => <CreatedButton preload="intent" {...props} />;
