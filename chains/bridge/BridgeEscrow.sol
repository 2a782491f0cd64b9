// SPDX-License-Identifier: UNLICENSED
// The source side of the local bridge (tests and sandbox): a customer deposits the native coin or a token
// under a quote's id with the destination, the minimum and a deadline. The relayer pays the recipient out
// of its own liquidity on the destination chain, then releases the deposit to itself, naming its payout.
// After the deadline an unreleased deposit can only go back to its sender (refund), so a relayer that
// stopped never keeps the funds.
pragma solidity 0.8.37;

contract BridgeEscrow {
    uint8 private constant OPEN = 1;
    uint8 private constant RELEASED = 2;
    uint8 private constant REFUNDED = 3;

    struct Deposit {
        address sender;
        address token;
        uint256 amount;
        uint256 deadline;
        uint8 state;
    }

    address public immutable relayer;
    mapping(bytes32 => Deposit) public deposits;

    /// token is address(0) for the native coin, on either side.
    event Deposited(
        bytes32 indexed id,
        address indexed sender,
        address token,
        uint256 amount,
        uint256 toChainId,
        address toToken,
        address recipient,
        uint256 minAmountOut,
        uint256 deadline
    );
    event Released(bytes32 indexed id, bytes32 payoutTxHash, uint256 amountOut);
    event Refunded(bytes32 indexed id, address sender, uint256 amount);

    constructor(address relayer_) {
        relayer = relayer_;
    }

    function deposit(
        bytes32 id,
        address token,
        uint256 amount,
        uint256 toChainId,
        address toToken,
        address recipient,
        uint256 minAmountOut,
        uint256 deadline
    ) external payable {
        require(deposits[id].state == 0, "BridgeEscrow: EXISTS");
        require(deadline > block.timestamp, "BridgeEscrow: EXPIRED");
        require(amount > 0 && recipient != address(0), "BridgeEscrow: INVALID");
        if (token == address(0)) {
            require(msg.value == amount, "BridgeEscrow: VALUE_MISMATCH");
        } else {
            require(msg.value == 0, "BridgeEscrow: VALUE_MISMATCH");
            _call(token, abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount), "BridgeEscrow: TRANSFER_FROM_FAILED");
        }
        deposits[id] = Deposit(msg.sender, token, amount, deadline, OPEN);
        emit Deposited(id, msg.sender, token, amount, toChainId, toToken, recipient, minAmountOut, deadline);
    }

    /// The relayer paid the recipient on the destination chain (payoutTxHash): the deposit is its own.
    function release(bytes32 id, bytes32 payoutTxHash, uint256 amountOut) external {
        require(msg.sender == relayer, "BridgeEscrow: NOT_RELAYER");
        Deposit storage d = deposits[id];
        require(d.state == OPEN, "BridgeEscrow: NOT_OPEN");
        d.state = RELEASED;
        _pay(d.token, relayer, d.amount);
        emit Released(id, payoutTxHash, amountOut);
    }

    /// After the deadline anyone may send an unreleased deposit back to its sender.
    function refund(bytes32 id) external {
        Deposit storage d = deposits[id];
        require(d.state == OPEN, "BridgeEscrow: NOT_OPEN");
        require(block.timestamp > d.deadline, "BridgeEscrow: NOT_EXPIRED");
        d.state = REFUNDED;
        _pay(d.token, d.sender, d.amount);
        emit Refunded(id, d.sender, d.amount);
    }

    function _pay(address token, address to, uint256 amount) private {
        if (token == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            require(ok, "BridgeEscrow: PAY_FAILED");
        } else {
            _call(token, abi.encodeWithSelector(0xa9059cbb, to, amount), "BridgeEscrow: PAY_FAILED");
        }
    }

    /// Tokens that return nothing (USDT) count as success; those returning false as failure.
    function _call(address token, bytes memory data, string memory reason) private {
        (bool ok, bytes memory ret) = token.call(data);
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))) && token.code.length > 0, reason);
    }
}
