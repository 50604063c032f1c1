import { chakra } from '@chakra-ui/react';

/**
 * A link to the page's main content, hidden until focused (the first Tab of a keyboard user).
 *
 * @example
 * <SkipLink href="#portal-main">{t('frame.skip')}</SkipLink>
 */
export const SkipLink = chakra('a', {
  base: {
    position: 'absolute',
    insetInlineStart: '2',
    top: '-40',
    zIndex: 'skipLink',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    _focus: { top: '2' },
  },
});
