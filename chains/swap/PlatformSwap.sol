// SPDX-License-Identifier: UNLICENSED
// The platform's same-chain swap: one call pulls amount_in from the caller, sends the 0.3% platform fee
// to the fee address, approves the Uniswap V2 router for the rest and swaps exact-in through the
// router's SupportingFeeOnTransferTokens functions (so fee-on-transfer tokens work), with the caller's
// minimum and the quote's deadline. What the recipient really received is measured by its balance and
// emitted with the fee, so the platform reads amount_out from the receipt's logs, not from the quote.
pragma solidity 0.8.37;

interface IERC20Min {
    function balanceOf(address owner) external view returns (uint256);
}

interface IRouter {
    function WETH() external pure returns (address);

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external;

    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external payable;

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external;
}

contract PlatformSwap {
    /// 0.3%: the spec's same-chain platform fee, taken from amount_in before the swap.
    uint256 public constant FEE_BPS = 30;
    address public immutable router;
    address public immutable weth;
    address public immutable feeTo;

    /// tokenIn or tokenOut is address(0) for the native coin.
    event Swapped(
        address indexed sender,
        address indexed to,
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 fee,
        uint256 amountOut
    );

    constructor(address router_, address feeTo_) {
        router = router_;
        weth = IRouter(router_).WETH();
        feeTo = feeTo_;
    }

    /// Token to token. The caller approved this contract for amountIn.
    function swapTokensForTokens(
        address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOutMin, address to, uint256 deadline
    ) external returns (uint256 amountOut) {
        uint256 rest = _pullAndTakeFee(tokenIn, amountIn);
        uint256 before = IERC20Min(tokenOut).balanceOf(to);
        IRouter(router).swapExactTokensForTokensSupportingFeeOnTransferTokens(
            rest, amountOutMin, _path(tokenIn, tokenOut), to, deadline
        );
        amountOut = IERC20Min(tokenOut).balanceOf(to) - before;
        emit Swapped(msg.sender, to, tokenIn, tokenOut, amountIn, amountIn * FEE_BPS / 10000, amountOut);
    }

    /// Native coin to token: amount_in is msg.value.
    function swapNativeForTokens(address tokenOut, uint256 amountOutMin, address to, uint256 deadline)
        external
        payable
        returns (uint256 amountOut)
    {
        uint256 fee = msg.value * FEE_BPS / 10000;
        if (fee > 0) {
            (bool ok,) = feeTo.call{value: fee}("");
            require(ok, "PlatformSwap: FEE_TRANSFER_FAILED");
        }
        uint256 before = IERC20Min(tokenOut).balanceOf(to);
        IRouter(router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: msg.value - fee}(
            amountOutMin, _path(weth, tokenOut), to, deadline
        );
        amountOut = IERC20Min(tokenOut).balanceOf(to) - before;
        emit Swapped(msg.sender, to, address(0), tokenOut, msg.value, fee, amountOut);
    }

    /// Token to native coin. The caller approved this contract for amountIn.
    function swapTokensForNative(address tokenIn, uint256 amountIn, uint256 amountOutMin, address to, uint256 deadline)
        external
        returns (uint256 amountOut)
    {
        uint256 rest = _pullAndTakeFee(tokenIn, amountIn);
        uint256 before = to.balance;
        IRouter(router).swapExactTokensForETHSupportingFeeOnTransferTokens(
            rest, amountOutMin, _path(tokenIn, weth), to, deadline
        );
        amountOut = to.balance - before;
        emit Swapped(msg.sender, to, tokenIn, address(0), amountIn, amountIn * FEE_BPS / 10000, amountOut);
    }

    /// Pulls amountIn, pays the fee and approves the router for what this contract really holds of it
    /// (a fee-on-transfer token delivers less than amountIn). Returns what goes into the swap.
    function _pullAndTakeFee(address token, uint256 amountIn) private returns (uint256 rest) {
        uint256 before = IERC20Min(token).balanceOf(address(this));
        _call(token, abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amountIn), "PlatformSwap: TRANSFER_FROM_FAILED");
        uint256 received = IERC20Min(token).balanceOf(address(this)) - before;
        uint256 fee = amountIn * FEE_BPS / 10000;
        require(received > fee, "PlatformSwap: AMOUNT_TOO_SMALL");
        if (fee > 0) _call(token, abi.encodeWithSelector(0xa9059cbb, feeTo, fee), "PlatformSwap: FEE_TRANSFER_FAILED");
        rest = IERC20Min(token).balanceOf(address(this)) - before;
        _forceApprove(token, router, rest);
    }

    /// USDT-style tokens refuse to change a non-zero allowance to another non-zero value: set it to
    /// zero first when the plain approve fails (OpenZeppelin's forceApprove).
    function _forceApprove(address token, address spender, uint256 value) private {
        bytes memory approveCall = abi.encodeWithSelector(0x095ea7b3, spender, value);
        if (!_tryCall(token, approveCall)) {
            _call(token, abi.encodeWithSelector(0x095ea7b3, spender, 0), "PlatformSwap: APPROVE_FAILED");
            _call(token, approveCall, "PlatformSwap: APPROVE_FAILED");
        }
    }

    /// Tokens that return nothing (USDT) count as success; those returning false as failure.
    function _tryCall(address token, bytes memory data) private returns (bool) {
        (bool ok, bytes memory ret) = token.call(data);
        return ok && (ret.length == 0 || abi.decode(ret, (bool))) && token.code.length > 0;
    }

    function _call(address token, bytes memory data, string memory reason) private {
        require(_tryCall(token, data), reason);
    }

    function _path(address a, address b) private pure returns (address[] memory path) {
        path = new address[](2);
        path[0] = a;
        path[1] = b;
    }
}
