import { CaretDownOutlined } from '@ant-design/icons';

/**
 * antd's default expand arrow is an icon labelled "caret-down", and a tree checkbox is named by
 * its whole row, so every group would be read out as "caret-down System Management". Hidden
 * from assistive technology, the arrow leaves the name to the row's text (aria-expanded says the rest).
 */
export const treeSwitcherIcon = <CaretDownOutlined aria-hidden />;
