export { Navbar } from './Navbar.js';
export { MobileMenu } from './MobileMenu.js';
export { NavbarItem, navbarItemTypes, getNavbarItemComponent } from './items.js';
export { NavbarDropdown } from './NavbarDropdown.js';
export type { NavbarProps } from './Navbar.js';
export type { MobileMenuProps } from './MobileMenu.js';
export type { NavbarItemProps } from './items.js';
export type { NavbarDropdownProps } from './NavbarDropdown.js';
