// Inline icons: decorative (aria-hidden); the control that holds one carries the accessible name.
type IconProps = { size?: number; className?: string };

const svg = (path: React.ReactNode) =>
  function Icon({ size = 20, className }: IconProps) {
    return (
      <svg
        className={className}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {path}
      </svg>
    );
  };

export const PauseIcon = svg(<path d="M8 5v14M16 5v14" />);
export const PlayIcon = svg(<path d="M7 4l13 8-13 8z" />);
export const MenuIcon = svg(<path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = svg(<path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = svg(<path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = svg(<path d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = svg(<path d="M6 9l6 6 6-6" />);
export const CartIcon = svg(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.5L22 7H6" />
  </>,
);
export const UserIcon = svg(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const SearchIcon = svg(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>,
);
export const FilterIcon = svg(<path d="M3 5h18l-7 8v6l-4 2v-8L3 5z" />);
export const FilterActiveIcon = svg(
  <>
    <path d="M3 5h18l-7 8v6l-4 2v-8L3 5z" />
    <circle cx="19" cy="5" r="3" fill="currentColor" />
  </>,
);
export const CheckIcon = svg(<path d="M5 12l5 5L20 7" />);
export const TruckIcon = svg(
  <>
    <path d="M1 4h14v12H1zM15 9h4l3 3v4h-7" />
    <circle cx="5.5" cy="18.5" r="1.5" />
    <circle cx="18.5" cy="18.5" r="1.5" />
  </>,
);
export const MinusIcon = svg(<path d="M5 12h14" />);
export const PlusIcon = svg(<path d="M12 5v14M5 12h14" />);
export const TrashIcon = svg(<path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />);
export const GlobeIcon = svg(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const PhoneIcon = svg(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
export const ChatIcon = svg(<path d="M21 11.5a8.4 8.4 0 0 1-12.5 7.4L3 21l2.1-5.5A8.5 8.5 0 1 1 21 11.5z" />);
export const StarIcon = svg(<path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z" />);
