// The shop's mark: a cloud over a device's base on a rounded tile (web/public/favicon.svg is the same
// drawing in the brand's colours). The tile takes the text colour, the drawing the brand colour
// (styles/components.css `.logo`), so it fits the blue header and the dark footer alike.

/** The logo, decorative: it stands beside the shop's name, which names the link. */
export const Logo = () => (
  <svg className="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect className="logo__tile" width="32" height="32" rx="7" />
    <path
      className="logo__mark"
      d="M10.2 21h12.3a4.2 4.2 0 0 0 .7-8.35 6.3 6.3 0 0 0-12.1 1.2A3.6 3.6 0 0 0 10.2 21z"
    />
    <rect className="logo__mark" x="7" y="23.5" width="18" height="2.2" rx="1.1" />
  </svg>
);
